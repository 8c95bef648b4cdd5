// The Arabic web fonts cut to the site's Arabic (scripts/fonts-css.mjs, npm run fonts): they still
// cover every Arabic character the site shows, and HarfBuzz shapes every Arabic locale string with
// them exactly as with the full files — same glyph outlines, joining forms, ligatures, and the same
// positions for the diacritics (GSUB and GPOS kept). Fails when a text gains a character the
// committed files lack: run `npm run fonts` again.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config/repo.mjs';
import { arabicCodePoints, arabicLocaleStrings, codePointsOfRange } from './lib/site-arabic.mjs';

const stylesDir = path.join(repoRoot, 'shared-ui/src/styles');
const css = readFileSync(path.join(stylesDir, 'fonts.css'), 'utf8');

/** The cut faces of fonts.css, each with its full file: `./fonts/<x>-site.woff2` ← `@fontsource/…/<x>-normal.woff2`. */
const cutFaces = [...css.matchAll(/src: url\('\.\/fonts\/([^']+)-site\.woff2'\) format\('woff2'\);\s*unicode-range: ([^;]+);/g)].map(([, name, range]) => {
  const pkg = /^(.*?)-arabic-\d+$/.exec(name)?.[1];
  return {
    name,
    range: new Set(codePointsOfRange(range)),
    cutFile: path.join(stylesDir, 'fonts', `${name}-site.woff2`),
    fullFile: path.join(repoRoot, 'node_modules/@fontsource', pkg ?? '', 'files', `${name}-normal.woff2`),
  };
});

async function openFont(file) {
  const sfnt = await fontverter.convert(readFileSync(file), 'truetype');
  const face = new hb.Face(new hb.Blob(new Uint8Array(sfnt)));
  return { face, font: new hb.Font(face) };
}

/** Outline, advance and offset of every glyph HarfBuzz gives `text`: what the browser paints. */
function shaped({ font }, text) {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  return buffer.getGlyphInfos().map(({ codepoint: glyph }, index) => {
    const { xAdvance, yAdvance, xOffset, yOffset } = positions[index];
    return { glyph, outline: font.glyphToPath(glyph), xAdvance, yAdvance, xOffset, yOffset };
  });
}

/** The runs of `text` a browser gives this face: maximal stretches of characters in its unicode-range. */
const runsIn = (text, range) =>
  [...text]
    .reduce(
      (runs, char) => {
        if (range.has(char.codePointAt(0))) runs[runs.length - 1] += char;
        else if (runs.at(-1)) runs.push('');
        return runs;
      },
      [''],
    )
    .filter(Boolean);

const strings = arabicLocaleStrings();

describe('Arabic fonts cut to the site’s text', () => {
  it('finds the three cut faces and the Arabic locale strings', () => {
    expect(cutFaces.map((face) => face.name).sort()).toEqual(['noto-naskh-arabic-arabic-700', 'noto-sans-arabic-arabic-400', 'noto-sans-arabic-arabic-700']);
    expect(strings.length).toBeGreaterThan(200);
  });

  it.each(cutFaces)('$name has a glyph for every Arabic character of the locale strings and the seeded content', async ({ cutFile, range }) => {
    const seed = readFileSync(path.join(repoRoot, 'supabase/seed.sql'), 'utf8');
    const needed = arabicCodePoints([...strings, seed].join('\n'));
    const { face } = await openFont(cutFile);
    const inFile = new Set(face.collectUnicodes());
    const missing = [...needed].filter((point) => !inFile.has(point) || !range.has(point));
    expect(
      missing.map((point) => `U+${point.toString(16).toUpperCase()} ${String.fromCodePoint(point)}`),
      'run `npm run fonts`',
    ).toEqual([]);
  });

  it.each(cutFaces)(
    '$name shapes every Arabic locale string exactly as the full font, diacritics included',
    async ({ cutFile, fullFile, range }) => {
      const cut = await openFont(cutFile);
      const full = await openFont(fullFile);
      const runs = new Set(strings.flatMap((text) => runsIn(text, range)));
      // Glyph ids differ between the files; what is painted must not. A direction mark is an empty
      // zero-width glyph in the full file and dropped in the cut one (no space glyph): both invisible.
      const painted = (font, run) =>
        JSON.stringify(
          shaped(font, run).flatMap(({ glyph, outline, ...position }) => (outline || position.xAdvance ? [{ notdef: glyph === 0, outline, ...position }] : [])),
        );
      const differing = [...runs].filter((run) => {
        const withCut = painted(cut, run);
        return withCut !== painted(full, run) || withCut.includes('"notdef":true');
      });
      expect(differing).toEqual([]);
      expect(runs.size).toBeGreaterThan(500);
      // Every layout feature of the full file for Arabic (init, medi, fina, rlig, mark, mkmk...) is kept.
      for (const table of ['GSUB', 'GPOS']) {
        expect(new Set(cut.face.getTableFeatureTags(table))).toEqual(new Set(full.face.getTableFeatureTags(table)));
      }
    },
    60_000,
  );
});
