// The Arabic text the site shows, for the Arabic web fonts' subsets (scripts/fonts-css.mjs) and the
// test that they still cover it (scripts/fonts-subset.test.mjs): every Arabic locale string, the seeded
// content and the language's own name, plus the whole standard Arabic alphabet with its diacritics
// and digits, so that a post or testimonial written later in the admin is covered too.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../config/repo.mjs';

/** The Arabic script's blocks, as the Arabic web fonts' own unicode-range has them. */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;

/**
 * Modern Standard Arabic: punctuation (، ؛ ؟), hamza and the 28 letters with their variants, tatweel,
 * the harakat, shadda, sukun, maddah and hamza marks, Arabic-Indic digits and separators, dagger
 * alef and alef wasla; the joiners and direction marks that shaping and bidi use; hyphens.
 */
const STANDARD = [
  [0x060c, 0x060c],
  [0x061b, 0x061b],
  [0x061f, 0x061f],
  [0x0621, 0x063a],
  [0x0640, 0x0655],
  [0x0660, 0x066d],
  [0x0670, 0x0671],
  [0x200c, 0x200f],
  [0x2010, 0x2011],
];

/** Every Arabic locale file of the apps (`<app>/public/locales/ar/*.json`). */
export function arabicLocaleFiles() {
  return ['shared-i18n', 'mf-marketing', 'mf-blog', 'mf-admin', 'shell']
    .map((app) => path.join(repoRoot, app, 'public/locales/ar'))
    .flatMap((dir) => {
      try {
        return readdirSync(dir)
          .filter((name) => name.endsWith('.json'))
          .map((name) => path.join(dir, name));
      } catch {
        return [];
      }
    });
}

function leafStrings(value) {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(leafStrings);
  return [];
}

/** Every string of the Arabic locale files that has Arabic in it. */
export function arabicLocaleStrings() {
  return arabicLocaleFiles()
    .flatMap((file) => leafStrings(JSON.parse(readFileSync(file, 'utf8'))))
    .filter((text) => ARABIC_SCRIPT.test(text));
}

/** Arabic words of the seeded content (posts, services, testimonials) and of the language list. */
function otherSiteText() {
  const sources = ['supabase/seed.sql', 'shared-i18n/src/languages.ts'];
  return sources.map((file) => readFileSync(path.join(repoRoot, file), 'utf8')).join('\n');
}

/** The Arabic-script code points of `text`. */
export function arabicCodePoints(text) {
  return new Set([...text].filter((char) => ARABIC_SCRIPT.test(char)).map((char) => char.codePointAt(0)));
}

/** What the Arabic subsets keep: the standard alphabet and every Arabic code point the site shows. */
export function subsetCodePoints() {
  const points = arabicCodePoints([...arabicLocaleStrings(), otherSiteText()].join('\n'));
  for (const [first, last] of STANDARD) for (let point = first; point <= last; point += 1) points.add(point);
  return [...points].sort((a, b) => a - b);
}

/** `U+600-6ff` style ranges, as in a unicode-range descriptor, for sorted code points. */
export function unicodeRange(points) {
  const ranges = [];
  for (const point of points) {
    const last = ranges.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  const hex = (point) => point.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(',');
}

/** The code points of a unicode-range descriptor (`U+0600-06FF,U+200C`). */
export function codePointsOfRange(range) {
  const points = [];
  for (const part of range.split(',')) {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
    for (let point = parseInt(first, 16); point <= parseInt(last, 16); point += 1) points.push(point);
  }
  return points;
}
