// The social cards: 1200×630 PNGs in every language, right to left in Arabic, content-hashed names.
// (Their look — Arabic shaped, Chinese and Cyrillic in the site's fonts — was checked by eye.)
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, type Language } from '../../shared-i18n/src/languages.ts';
import { cardFileName, CARD_FILE, renderSocialCard, withCardTags } from './social-card.ts';

const TITLES: Record<Language, string> = {
  es: 'Comprar una vivienda en Dénia siendo extranjero: pasos y precauciones',
  en: 'Buying a home in Dénia as a foreigner: steps and precautions',
  de: 'Hauskauf in Dénia als Ausländer: Schritte und Vorsichtsmaßnahmen',
  fr: 'Acheter un logement à Dénia en tant qu’étranger : étapes et précautions',
  ar: 'شراء منزل في دينيا كأجنبي: الخطوات والاحتياطات',
  zh: '外国人在德尼亚购房：步骤与注意事项',
  ru: 'Покупка жилья в Дении иностранцем: шаги и меры предосторожности',
};

/** The left and right ends of the white title text in the card's middle band. */
async function titleExtent(png: Buffer): Promise<[number, number]> {
  const { data, info } = await sharp(png).extract({ left: 0, top: 150, width: 1200, height: 300 }).raw().toBuffer({ resolveWithObject: true });
  let [first, last] = [info.width, -1];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const at = (y * info.width + x) * info.channels;
      if (data[at] > 240 && data[at + 1] > 240 && data[at + 2] > 240) [first, last] = [Math.min(first, x), Math.max(last, x)];
    }
  }
  return [first, last];
}

describe('renderSocialCard', () => {
  it.each(LANGUAGE_CODES)('draws a 1200×630 PNG card in %s, written from the reading side', { timeout: 60_000 }, async (language) => {
    const png = await renderSocialCard({ title: TITLES[language], label: 'Blog', firm: 'MR Abogados Dénia', language });
    await writeFile(path.join(tmpdir(), `social-card-${language}.png`), png);
    const { width, height, format } = await sharp(png).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
    const [left, right] = await titleExtent(png);
    if (language === 'ar') expect(right).toBeGreaterThan(1080);
    else expect(left).toBeLessThan(120);
    expect(right - left).toBeGreaterThan(300);
    expect(cardFileName({ title: TITLES[language], label: 'Blog', firm: 'MR Abogados Dénia', language })).toMatch(CARD_FILE);
  });

  it('names a different picture differently', () => {
    const card = { title: 'Uno', label: 'Blog', firm: 'MR Abogados Dénia', language: 'es' as const };
    expect(cardFileName(card)).toBe(cardFileName({ ...card }));
    for (const change of [{ title: 'Otro' }, { label: '' }, { firm: 'Otro despacho' }, { language: 'en' as const }]) {
      expect(cardFileName({ ...card, ...change })).not.toBe(cardFileName(card));
    }
  });

  it('puts the card in the head in place of the small summary card', () => {
    const tags = withCardTags(
      ['<meta name="twitter:card" content="summary" data-head>', '<meta property="og:title" content="T" data-head>'],
      'https://x.es/blog/social-card.abc.png',
      'Título "A"',
    );
    expect(tags).toEqual([
      '<meta property="og:title" content="T" data-head>',
      '<meta name="twitter:card" content="summary_large_image" data-head>',
      '<meta property="og:image" content="https://x.es/blog/social-card.abc.png" data-head>',
      '<meta property="og:image:type" content="image/png" data-head>',
      '<meta property="og:image:width" content="1200" data-head>',
      '<meta property="og:image:height" content="630" data-head>',
      '<meta property="og:image:alt" content="Título &quot;A&quot;" data-head>',
      '<meta name="twitter:image" content="https://x.es/blog/social-card.abc.png" data-head>',
      '<meta name="twitter:image:alt" content="Título &quot;A&quot;" data-head>',
    ]);
  });
});
