// `npm run functions:data`: rewrites supabase/functions/_shared/site-data.json (see scripts/lib/function-site-data.mjs).
import { writeFileSync } from 'node:fs';
import { SITE_DATA_FILE, siteDataText } from './lib/function-site-data.mjs';

writeFileSync(SITE_DATA_FILE, await siteDataText());
console.log(`wrote ${SITE_DATA_FILE}`);
