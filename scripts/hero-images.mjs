// npm run images: rasterises the home hero (mf-marketing/src/assets/hero/hero.svg, drawn for the
// firm) into AVIF and WebP at the widths the <picture> offers, plus a JPEG for browsers with
// neither. The files are committed next to the SVG and imported by the component, so the normal
// build fingerprints them and never needs sharp; run this only when the artwork changes.
import { parseCli } from '../local-supabase/cli-args.mjs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { repoRoot } from '../config/repo.mjs';

// --help answers, a mistyped option is refused (exit 2) before any work.
parseCli({
  usage: `npm run images
Re-rasterises the home hero (mf-marketing/src/assets/hero/hero.svg) into AVIF, WebP and JPEG.`,
});

const dir = path.join(repoRoot, 'mf-marketing/src/assets/hero');
const source = path.join(dir, 'hero.svg');
// The hero is at most ~520 CSS px wide on desktop and the full width of a phone: 480–1600 covers
// 1x to 3x screens without sending a phone the desktop file.
export const WIDTHS = [480, 640, 960, 1280, 1600];
const FALLBACK_WIDTH = 960;

for (const file of await readdir(dir)) {
  if (/^hero-\d+\.(avif|webp|jpg)$/.test(file)) await rm(path.join(dir, file));
}

const render = (width) => sharp(source, { density: (72 * width) / 1600 }).resize(width);
const outputs = [];
for (const width of WIDTHS) {
  // Flat vector art: AVIF at this quality keeps edges clean at a fraction of WebP's size.
  outputs.push(
    await render(width)
      .avif({ quality: 55, effort: 7 })
      .toFile(path.join(dir, `hero-${width}.avif`))
      .then(() => `hero-${width}.avif`),
  );
  outputs.push(
    await render(width)
      .webp({ quality: 78, effort: 6 })
      .toFile(path.join(dir, `hero-${width}.webp`))
      .then(() => `hero-${width}.webp`),
  );
}
outputs.push(
  await render(FALLBACK_WIDTH)
    .jpeg({ quality: 78, mozjpeg: true })
    .toFile(path.join(dir, `hero-${FALLBACK_WIDTH}.jpg`))
    .then(() => `hero-${FALLBACK_WIDTH}.jpg`),
);
for (const file of outputs) {
  console.log(`${file.padEnd(16)} ${((await stat(path.join(dir, file))).size / 1024).toFixed(1).padStart(6)} kB`);
}
