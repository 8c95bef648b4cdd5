// npm run fonts: writes shared-ui/src/styles/fonts.css, the site's @font-face rules, from the
// @fontsource packages (self-hosted woff2, no third-party request). Run it again after changing a
// font, a weight or a subset below; the generated files are committed, the build only bundles them.
//
// Two families, each split by unicode-range so a browser downloads a file only when the page has
// glyphs in its range: Latin pages get the Latin files, /ru the Cyrillic ones, /ar the Arabic ones.
//   serif (headings, always bold): Playfair Display 700 (latin, latin-ext, cyrillic), Arabic
//     headings in Noto Naskh Arabic 700.
//   sans (body): Source Sans 3 400 + 700 (the 700 file also serves 600), Arabic body text in Noto
//     Sans Arabic 400 + 700.
// Chinese text, headings included, uses the system's CJK fonts (tokens.css): the heading serif as
// ~100 frequency slices of Noto Serif SC cost zh pages ~95 kB of @font-face rules, 4–6 slice
// downloads and a late swap that moved the heading (zh post: LCP 6.4 s, CLS 0.054 in
// docs/performance.md's idle run), for a face every Chinese system has an equivalent of.
//
// The Arabic files are ~50 kB each because they carry Persian, Urdu and other languages' letters:
// each is cut (subset-font, HarfBuzz's hb-subset, every OpenType layout feature kept) to the
// standard Arabic alphabet plus every Arabic character of the site's texts (scripts/lib/site-arabic.mjs),
// ~10–12 kB, committed in shared-ui/src/styles/fonts/. The full file stays declared for the other
// Arabic-script characters only, so it is downloaded only by a page that has one. Run this script
// again when the Arabic texts change: scripts/fonts-subset.test.mjs fails while a subset misses one.
import { parseCli } from '../local-supabase/cli-args.mjs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { repoRoot } from '../config/repo.mjs';
import { codePointsOfRange, subsetCodePoints, unicodeRange } from './lib/site-arabic.mjs';

// --help answers, a mistyped option is refused (exit 2) before any work.
parseCli({
  usage: `npm run fonts
Rewrites shared-ui/src/styles/fonts.css from the @fontsource packages.`,
});

/** family, package, weight file → declared weight range, subsets */
const FACES = [
  { family: 'Playfair Display', pkg: 'playfair-display', weight: 700, declared: '400 900', subsets: ['latin', 'latin-ext', 'cyrillic'] },
  { family: 'Noto Naskh Arabic', pkg: 'noto-naskh-arabic', weight: 700, declared: '400 900', subsets: ['arabic'], cut: true },
  { family: 'Source Sans 3', pkg: 'source-sans-3', weight: 400, declared: '400 500', subsets: ['latin', 'latin-ext', 'cyrillic'] },
  { family: 'Source Sans 3', pkg: 'source-sans-3', weight: 700, declared: '600 900', subsets: ['latin', 'latin-ext', 'cyrillic'] },
  { family: 'Noto Sans Arabic', pkg: 'noto-sans-arabic', weight: 400, declared: '400 500', subsets: ['arabic'], cut: true },
  { family: 'Noto Sans Arabic', pkg: 'noto-sans-arabic', weight: 700, declared: '600 900', subsets: ['arabic'], cut: true },
];

// While a web font loads (font-display: swap) the page shows a local font; these faces make that
// font take the web font's room (widths and vertical metrics measured by scripts/font-metrics.mjs:
// Times New Roman / Arial and their metric twins Liberation Serif / Sans), so the swap moves
// nothing (the CLS budget is 0.02). Platforms without them fall to the next family.
const FALLBACKS = [
  {
    family: 'Playfair Display Fallback',
    weight: '400 900',
    local: ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold'],
    metrics: 'size-adjust: 107.03%;\n  ascent-override: 100.9%;\n  descent-override: 23.36%;\n  line-gap-override: 0%;',
  },
  {
    family: 'Source Sans 3 Fallback',
    weight: '400 500',
    local: ['Arial', 'ArialMT', 'Liberation Sans'],
    metrics: 'size-adjust: 92.66%;\n  ascent-override: 110.08%;\n  descent-override: 43.17%;\n  line-gap-override: 0%;',
  },
  {
    family: 'Source Sans 3 Fallback',
    weight: '600 900',
    local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold'],
    metrics: 'size-adjust: 91.5%;\n  ascent-override: 111.47%;\n  descent-override: 43.72%;\n  line-gap-override: 0%;',
  },
];
const fallbackRules = FALLBACKS.map(
  ({ family, weight, local, metrics }) =>
    `@font-face {\n  font-family: '${family}';\n  font-style: normal;\n  font-weight: ${weight};\n  src: ${local.map((name) => `local('${name}')`).join(', ')};\n  ${metrics}\n}`,
);

const stylesDir = path.join(repoRoot, 'shared-ui/src/styles');
/** The cut files, beside the CSS that names them. */
const cutDir = path.join(stylesDir, 'fonts');
const kept = subsetCodePoints();

const rule = ({ family, declared, src, range }) =>
  `@font-face {\n  font-family: '${family}';\n  font-style: normal;\n  font-display: swap;\n  font-weight: ${declared};\n  src: url('${src}') format('woff2');\n  unicode-range: ${range};\n}`;

/**
 * The face cut to the site's Arabic (`./fonts/<file>-site.woff2`), and the full file for the rest of
 * its range: the two ranges do not overlap, so a browser picks the cut file for the site's text.
 */
async function cutFaces(face, file, range) {
  const points = new Set(codePointsOfRange(range));
  const inCut = kept.filter((point) => points.has(point));
  const rest = [...points].filter((point) => !inCut.includes(point)).sort((a, b) => a - b);
  const source = await readFile(path.join(repoRoot, 'node_modules/@fontsource', face.pkg, 'files', file));
  const cut = await subsetFont(source, String.fromCodePoint(...inCut), { targetFormat: 'woff2' });
  const name = file.replace(/-normal\.woff2$/, '-site.woff2');
  await mkdir(cutDir, { recursive: true });
  await writeFile(path.join(cutDir, name), cut);
  console.log(`${path.relative(repoRoot, path.join(cutDir, name))}: ${(source.length / 1024).toFixed(1)} → ${(cut.length / 1024).toFixed(1)} kB`);
  return [
    rule({ ...face, src: `@fontsource/${face.pkg}/files/${file}`, range: unicodeRange(rest) }),
    rule({ ...face, src: `./fonts/${name}`, range: unicodeRange(inCut) }),
  ];
}

async function faces(face) {
  const { pkg, weight, subsets } = face;
  const css = await readFile(path.join(repoRoot, 'node_modules/@fontsource', pkg, `${weight}.css`), 'utf8');
  const rules = [];
  // fontsource writes one commented block per subset: /* <pkg>-<subset>-<weight>-normal */ @font-face {...}
  for (const match of css.matchAll(/\/\* (\S+) \*\/\s*@font-face \{([\s\S]*?)\}/g)) {
    const name = match[1];
    const subset = name.slice(pkg.length + 1, -`-${weight}-normal`.length);
    if (!subsets.includes(subset)) continue;
    const range = /unicode-range: ([^;]+);/.exec(match[2])?.[1];
    if (!range) throw new Error(`${name}: no unicode-range`);
    const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(match[2])?.[1];
    if (!file) throw new Error(`${name}: no woff2 file`);
    if (face.cut) rules.push(...(await cutFaces(face, file, range)));
    else rules.push(rule({ ...face, src: `@fontsource/${pkg}/files/${file}`, range }));
  }
  if (rules.length === 0) throw new Error(`${pkg} ${weight}: no subset matched ${subsets.join(', ')}`);
  return rules;
}

const blocks = [...fallbackRules];
for (const face of FACES) blocks.push(...(await faces(face)));
const header = `/* Generated by scripts/fonts-css.mjs (npm run fonts) from the @fontsource packages: do not edit.
 * Self-hosted woff2 only; unicode-range subsets so each page downloads only the files its text needs;
 * the Arabic files cut to the site's Arabic (./fonts/*-site.woff2), the full ones for the rest.
 * The static files' weights are declared as ranges so that every weight the CSS asks for maps to a
 * shipped file (no synthetic bold, no extra download). The "… Fallback" faces are local fonts resized
 * to the web fonts' metrics (scripts/font-metrics.mjs) for the moments before they arrive. */
`;
const out = path.join(stylesDir, 'fonts.css');
await writeFile(out, `${header}\n${blocks.join('\n\n')}\n`);
console.log(`${path.relative(repoRoot, out)}: ${blocks.length} @font-face rules`);
