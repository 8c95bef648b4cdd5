// What the Edge Functions need of the site's own data, copied from its single sources (the firm
// configuration in shared-ui/src/config/firm.ts, the route table and the translations in shared-i18n and
// mf-marketing) into supabase/functions/_shared/site-data.json, because a deployed function only ships
// the files under supabase/functions. `npm run functions:data` rewrites it; a unit test fails when it
// is stale (scripts/lib/function-site-data.test.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../config/repo.mjs';

export const SITE_DATA_FILE = path.join(repoRoot, 'supabase/functions/_shared/site-data.json');
const LANGUAGES = ['es', 'en', 'de', 'fr', 'ar', 'zh', 'ru'];
const PRIVACY_ROWS = ['responsible', 'purpose', 'legalBasis', 'rights'];

const readJson = (file) => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8'));
const interpolate = (text, values) => text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key) => values[key] ?? '');

export async function buildSiteData() {
  const { FIRM, firmTextValues } = await import(path.join(repoRoot, 'shared-ui/src/config/firm.ts'));
  const { BOOKING_SEGMENTS, CLIENT_AREA_SEGMENTS, languagePrefix } = await import(path.join(repoRoot, 'shared-i18n/src/routes.ts'));
  const values = firmTextValues();
  const languages = Object.fromEntries(
    LANGUAGES.map((language) => {
      const navigation = readJson(`shared-i18n/public/locales/${language}/navigation.json`);
      const legal = readJson(`shared-i18n/public/locales/${language}/legal.json`);
      const contact = readJson(`mf-marketing/public/locales/${language}/contact.json`);
      return [
        language,
        {
          schedule: [navigation.footer.weekdays, navigation.footer.friday],
          bookingPath: `${languagePrefix(language)}/${BOOKING_SEGMENTS[language]}`,
          clientAreaPath: `${languagePrefix(language)}/${CLIENT_AREA_SEGMENTS[language]}`,
          practiceAreas: { ...navigation.serviceNames, other: contact.form.otherArea },
          consultationFormats: contact.form.formats,
          privacy: {
            title: legal.privacy.summaryTitle,
            rows: PRIVACY_ROWS.map((row) => ({
              label: interpolate(legal.privacy[row].label, values),
              text: interpolate(legal.privacy[row].text, values),
            })),
          },
        },
      ];
    }),
  );
  return {
    firm: {
      name: FIRM.name,
      legalName: FIRM.legalName,
      email: FIRM.email,
      technicalEmail: FIRM.technicalEmail,
      phones: FIRM.phones,
      address: values.address,
      website: FIRM.website,
    },
    languages,
  };
}

export async function siteDataText() {
  return `${JSON.stringify(await buildSiteData(), null, 2)}\n`;
}
