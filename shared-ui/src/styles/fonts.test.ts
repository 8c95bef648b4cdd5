// The generated @font-face rules (scripts/fonts-css.mjs): self-hosted woff2 that exists, swap,
// a unicode-range on every face, and no Chinese web font (Chinese text uses the system's CJK fonts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const faces = (file: string) =>
  [...readFileSync(path.join(here, file), 'utf8').matchAll(/@font-face \{([\s\S]*?)\}/g)].map((match) => ({
    family: /font-family: '([^']+)'/.exec(match[1])?.[1],
    src: /src: (.*);/.exec(match[1])?.[1] ?? '',
    range: /unicode-range: ([^;]+);/.exec(match[1])?.[1],
    sizeAdjust: /size-adjust: ([\d.]+)%/.exec(match[1])?.[1],
    display: /font-display: (\w+)/.exec(match[1])?.[1],
  }));

describe('fonts.css', () => {
  const all = faces('fonts.css');
  const common = all.filter((face) => !face.family?.endsWith(' Fallback'));
  const fallbacks = all.filter((face) => face.family?.endsWith(' Fallback'));

  it('declares only self-hosted woff2 files that exist, with swap and a unicode-range', () => {
    for (const face of common) {
      const urls = [...face.src.matchAll(/url\('([^']+)'\)/g)].map((match) => match[1]);
      expect(urls).toHaveLength(1);
      // A @fontsource file, or one cut from it to the site's text (scripts/fonts-subset.test.mjs).
      expect(face.src).toMatch(/^url\('(@fontsource\/[^']+|\.\/fonts\/[^']+-site)\.woff2'\) format\('woff2'\)$/);
      expect(existsSync(urls[0].startsWith('./') ? path.join(here, urls[0]) : path.join(repoRoot, 'node_modules', urls[0]))).toBe(true);
      expect(face.display).toBe('swap');
      expect(face.range).toBeTruthy();
    }
  });

  it('keeps two families per role, Latin/Cyrillic and Arabic, and no Chinese web font', () => {
    expect(new Set(common.map((face) => face.family))).toEqual(new Set(['Playfair Display', 'Noto Naskh Arabic', 'Source Sans 3', 'Noto Sans Arabic']));
    // Each Arabic face twice: cut to the site's text, and the full file for the rest of the script.
    expect(common.length).toBeLessThanOrEqual(15);
    expect(readdirSync(here).filter((file) => file.endsWith('.css') && file.startsWith('fonts'))).toEqual(['fonts.css']);
  });

  it('sizes a local fallback like each Latin web font, for a swap that moves nothing', () => {
    expect(new Set(fallbacks.map((face) => face.family))).toEqual(new Set(['Playfair Display Fallback', 'Source Sans 3 Fallback']));
    for (const face of fallbacks) {
      expect(face.src).toMatch(/^local\('[^']+'\)(, local\('[^']+'\))*$/);
      expect(Number(face.sizeAdjust)).toBeGreaterThan(80);
      expect(Number(face.sizeAdjust)).toBeLessThan(120);
    }
  });

  it('references the tokens: the stacks start with the web fonts, then their fallbacks', () => {
    const tokens = readFileSync(path.join(here, 'tokens.css'), 'utf8');
    expect(tokens).toContain("@import './fonts.css';");
    expect(tokens).toMatch(/--font-serif:\s+'Playfair Display', 'Noto Naskh Arabic', 'Playfair Display Fallback'/);
    // Chinese headings in the system's CJK serif (macOS/iOS, Linux/Android, Windows), before the generic one.
    expect(tokens).toMatch(/--font-serif:[^;]*'Songti SC'[^;]*'Noto Serif CJK SC'[^;]*'SimSun',\s+serif;/);
    expect(tokens).toMatch(/--font-sans:\s+'Source Sans 3', 'Noto Sans Arabic', 'Source Sans 3 Fallback'/);
  });
});
