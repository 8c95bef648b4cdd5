// The picture a shared link shows (WhatsApp, LinkedIn, Facebook, X) for a page without an image of
// its own: a 1200×630 PNG with the page's title in the site's heading fonts, the firm's name and
// colours. Drawn by libvips through sharp (already the project's image tool): its text goes through
// Pango and HarfBuzz, so Arabic is shaped and laid out right to left and every script wraps at word
// boundaries. (satori was the other candidate: it neither shapes Arabic nor lays out right to left.)
// The fonts are the site's own @fontsource files: libvips' FreeType reads no WOFF, so they are
// unpacked to TrueType once per process into a private fontconfig folder.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { languageDirection, type Language } from '../../shared-i18n/src/languages.ts';
import { repoRoot } from '../../config/repo.mjs';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** A card's file name: content-hashed, so it is served immutable (scripts/lib/static-server.mjs). */
export const CARD_FILE = /^social-card\.[0-9a-f]{12}\.png$/;

const COLOURS = { navy: '#12233d', gold: '#c9a227', white: '#ffffff', muted: '#c7d0dd' };
const MARGIN = 100;
const TITLE_SIZES = [64, 56, 48, 42, 36];
const TITLE_MAX_HEIGHT = 330;
// Headings of the site (shared-ui tokens.css --font-serif) and its text (--font-sans), per script;
// Chinese in Noto Serif SC, which the pages leave to the visitor's system CJK fonts: a card is drawn
// here, where no CJK font may be installed.
const SERIF = 'Playfair Display, Noto Naskh Arabic, Noto Serif SC';
const SANS = 'Source Sans 3 SemiBold, Noto Sans Arabic SemiBold, Noto Serif SC';

/** The @fontsource files the cards use: heading weight 700, text 600, every subset of a script. */
const FONT_FILES: Array<[folder: string, file: RegExp]> = [
  ['playfair-display', /^playfair-display-(latin|latin-ext|cyrillic)-700-normal\.woff$/],
  ['source-sans-3', /^source-sans-3-(latin|latin-ext|cyrillic|cyrillic-ext)-600-normal\.woff$/],
  ['noto-naskh-arabic', /^noto-naskh-arabic-arabic-700-normal\.woff$/],
  ['noto-sans-arabic', /^noto-sans-arabic-arabic-600-normal\.woff$/],
  ['noto-serif-sc', /^noto-serif-sc-\d+-700-normal\.woff$/],
];

/** WOFF 1.0 is the TrueType/OpenType tables, each zlib-compressed: the same tables, inflated. */
export function woffToSfnt(woff: Buffer): Buffer {
  const tableCount = woff.readUInt16BE(12);
  const tables = Array.from({ length: tableCount }, (_, index) => {
    const entry = 44 + index * 20;
    const [tag, offset, compressed, length, checksum] = [0, 4, 8, 12, 16].map((at) => woff.readUInt32BE(entry + at));
    const data = woff.subarray(offset, offset + compressed);
    return { tag, checksum, data: compressed < length ? inflateSync(data) : data };
  });
  const headerSize = 12 + 16 * tableCount;
  const padded = (size: number) => (size + 3) & ~3;
  const sfnt = Buffer.alloc(tables.reduce((size, table) => size + padded(table.data.length), headerSize));
  const selector = Math.floor(Math.log2(tableCount));
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0); // flavour: TrueType or CFF
  sfnt.writeUInt16BE(tableCount, 4);
  sfnt.writeUInt16BE(2 ** selector * 16, 6);
  sfnt.writeUInt16BE(selector, 8);
  sfnt.writeUInt16BE(tableCount * 16 - 2 ** selector * 16, 10);
  let offset = headerSize;
  tables.forEach((table, index) => {
    const entry = 12 + index * 16;
    sfnt.writeUInt32BE(table.tag, entry);
    sfnt.writeUInt32BE(table.checksum, entry + 4);
    sfnt.writeUInt32BE(offset, entry + 8);
    sfnt.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

type Sharp = (typeof import('sharp'))['default'];
let loading: Promise<Sharp> | undefined;

// The cards' fonts as fontconfig reads them, made once per installation (a folder per run used to be
// left behind in the temporary directory by every generation).
const FONT_DIR = path.join(repoRoot, 'node_modules/.cache/social-card-fonts');

/** The fonts folder with its fonts.conf: written beside and renamed, so parallel runs never see half of it. */
async function cardFonts(): Promise<string> {
  const config = path.join(FONT_DIR, 'fonts.conf');
  if (existsSync(config)) return config;
  await mkdir(path.dirname(FONT_DIR), { recursive: true });
  const dir = await mkdtemp(`${FONT_DIR}-`);
  for (const [folder, pattern] of FONT_FILES) {
    const source = path.join(repoRoot, 'node_modules/@fontsource', folder, 'files');
    for (const file of (await readdir(source)).filter((name) => pattern.test(name))) {
      await writeFile(path.join(dir, file.replace(/\.woff$/, '.ttf')), woffToSfnt(await readFile(path.join(source, file))));
    }
  }
  await writeFile(
    path.join(dir, 'fonts.conf'),
    `<?xml version="1.0"?>\n<fontconfig><dir>${FONT_DIR}</dir><cachedir>${FONT_DIR}/cache</cachedir></fontconfig>\n`,
  );
  // Another run may have finished first: then its folder serves, and this one goes.
  await rename(dir, FONT_DIR).catch(() => rm(dir, { recursive: true, force: true }));
  return config;
}

/** sharp, with fontconfig reading only the cards' fonts (set before libvips first lays out text). */
function sharpWithFonts(): Promise<Sharp> {
  loading ??= (async () => {
    process.env.FONTCONFIG_FILE = await cardFonts();
    return (await import('sharp')).default;
  })();
  return loading;
}

const markup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface SocialCard {
  /** The page's title, in its language. */
  title: string;
  /** What the page is, above the title (the blog's name); may be empty. */
  label: string;
  /** The firm's name, at the foot. */
  firm: string;
  language: Language;
}

/** The card as PNG bytes. */
export async function renderSocialCard({ title, label, firm, language }: SocialCard): Promise<Buffer> {
  const sharp = await sharpWithFonts();
  const rtl = languageDirection(language) === 'rtl';
  const width = CARD_WIDTH - 2 * MARGIN;
  const text = async (content: string, font: string, colour: string) => {
    const image = sharp({
      text: { text: `<span foreground="${colour}">${markup(content)}</span>`, font, width, rgba: true, wrap: 'word', align: rtl ? 'right' : 'left', dpi: 72 },
    });
    const { data, info } = await image.png().toBuffer({ resolveWithObject: true });
    return { input: data, width: info.width, height: info.height };
  };
  let heading = await text(title, `${SERIF} Bold ${TITLE_SIZES[0]}px`, COLOURS.white);
  for (const size of TITLE_SIZES.slice(1)) {
    if (heading.height <= TITLE_MAX_HEIGHT) break;
    heading = await text(title, `${SERIF} Bold ${size}px`, COLOURS.white);
  }
  const top = label ? await text(label, `${SANS} 30px`, COLOURS.muted) : null;
  const foot = await text(firm, `${SERIF} Bold 36px`, COLOURS.gold);
  // Right-to-left text starts at the right margin.
  const left = (part: { width: number }) => (rtl ? CARD_WIDTH - MARGIN - part.width : MARGIN);
  const ruleX = rtl ? CARD_WIDTH - MARGIN - 80 : MARGIN;
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">` +
      `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${COLOURS.navy}"/>` +
      `<rect width="${CARD_WIDTH}" height="12" fill="${COLOURS.gold}"/>` +
      `<rect x="${ruleX}" y="512" width="80" height="4" fill="${COLOURS.gold}"/></svg>`,
  );
  const headingTop = Math.max(150, Math.round(150 + (TITLE_MAX_HEIGHT - heading.height) / 2));
  return sharp(background)
    .composite([
      ...(top ? [{ input: top.input, top: 72, left: left(top) }] : []),
      { input: heading.input, top: Math.min(headingTop, 500 - heading.height), left: left(heading) },
      { input: foot.input, top: 540, left: left(foot) },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Changed whenever the drawing changes, so that every card gets a new name. */
const DESIGN = 1;

/**
 * `social-card.<hash>.png`, the hash of everything drawn: the name changes whenever the picture
 * does, so it is served immutable, and a card already written is not drawn again.
 */
export const cardFileName = (card: SocialCard) =>
  `social-card.${createHash('sha256')
    .update(JSON.stringify([DESIGN, card.title, card.label, card.firm, card.language]))
    .digest('hex')
    .slice(0, 12)}.png`;

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The head tags that show the card when the page is shared, replacing the small summary card a page
 * without an image names (shared-ui/head setPageHead): the same shape that function writes.
 */
export function withCardTags(headTags: string[], url: string, alt: string): string[] {
  const meta = (key: 'name' | 'property', name: string, content: string) => `<meta ${key}="${name}" content="${attribute(content)}" data-head>`;
  return [
    ...headTags.filter((tag) => !tag.startsWith('<meta name="twitter:card"')),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('property', 'og:image', url),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(CARD_WIDTH)),
    meta('property', 'og:image:height', String(CARD_HEIGHT)),
    meta('property', 'og:image:alt', alt),
    meta('name', 'twitter:image', url),
    meta('name', 'twitter:image:alt', alt),
  ];
}
