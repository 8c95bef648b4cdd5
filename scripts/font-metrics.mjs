// node scripts/font-metrics.mjs: measures, in Chromium, how the web fonts differ from the local
// fonts a browser shows while they load (Times New Roman / Arial, and their metric twins Liberation
// Serif / Liberation Sans on Linux), and prints the size-adjust and ascent/descent overrides that
// scripts/fonts-css.mjs puts on the "… Fallback" faces. With them the swap to the web font keeps
// line breaks and widths, so it moves nothing on the page (CLS).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/ensure.mjs';
import { repoRoot } from '../config/repo.mjs';

// Text like the site's: Spanish, English, French and German headings and body copy.
const SAMPLE =
  'Abogados en Dénia: derecho civil, de familia, laboral, extranjería y sucesiones. Lawyers in Dénia for ' +
  'residents and foreigners. Avocats à Dénia, droit de la famille et successions. Anwälte in Dénia für ' +
  'Zivilrecht, Familienrecht und Erbrecht. Pida una videoconsulta; hablamos su idioma. 0123456789';

export const PAIRS = [
  {
    web: 'Playfair Display',
    file: 'playfair-display/files/playfair-display-latin-700-normal.woff2',
    weight: 700,
    local: ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold'],
  },
  { web: 'Source Sans 3', file: 'source-sans-3/files/source-sans-3-latin-400-normal.woff2', weight: 400, local: ['Arial', 'ArialMT', 'Liberation Sans'] },
  {
    web: 'Source Sans 3',
    file: 'source-sans-3/files/source-sans-3-latin-700-normal.woff2',
    weight: 700,
    local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold'],
  },
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  for (const pair of PAIRS) {
    const woff2 = readFileSync(path.join(repoRoot, 'node_modules/@fontsource', pair.file)).toString('base64');
    const result = await page.evaluate(
      async ({ woff2, local, weight, sample }) => {
        const web = new FontFace('Measure Web', `url(data:font/woff2;base64,${woff2})`, { weight: String(weight) });
        const fallback = new FontFace('Measure Local', local.map((name) => `local('${name}')`).join(', '), { weight: String(weight) });
        document.fonts.add(await web.load());
        document.fonts.add(await fallback.load());
        const context = document.createElement('canvas').getContext('2d');
        const measure = (family) => {
          context.font = `${weight} 100px "${family}"`;
          const metrics = context.measureText(sample);
          return { width: metrics.width, ascent: metrics.fontBoundingBoxAscent, descent: metrics.fontBoundingBoxDescent };
        };
        return { web: measure('Measure Web'), local: measure('Measure Local') };
      },
      { woff2, local: pair.local, weight: pair.weight, sample: SAMPLE },
    );
    const sizeAdjust = result.web.width / result.local.width;
    // Overrides are in % of the font size and apply after size-adjust's scaling.
    const pct = (value) => `${((value / 100 / sizeAdjust) * 100).toFixed(2)}%`;
    console.log(
      `${pair.web} ${pair.weight}: size-adjust: ${(sizeAdjust * 100).toFixed(2)}%; ascent-override: ${pct(result.web.ascent)}; descent-override: ${pct(result.web.descent)}; line-gap-override: 0%;`,
    );
  }
} finally {
  await browser.close();
}
