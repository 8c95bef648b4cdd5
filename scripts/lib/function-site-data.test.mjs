import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITE_DATA_FILE, siteDataText } from './function-site-data.mjs';

describe('supabase/functions/_shared/site-data.json', () => {
  it('matches the firm configuration and the translations (run `npm run functions:data` after changing them)', async () => {
    expect(readFileSync(SITE_DATA_FILE, 'utf8')).toBe(await siteDataText());
  });
});
