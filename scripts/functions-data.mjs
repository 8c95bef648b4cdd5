// `npm run functions:data`: rewrites supabase/functions/_shared/site-data.json (see scripts/lib/function-site-data.mjs).
import { parseCli } from '../local-supabase/cli-args.mjs';
import { writeFileSync } from 'node:fs';
import { SITE_DATA_FILE, siteDataText } from './lib/function-site-data.mjs';

// --help answers, a mistyped option is refused (exit 2) before any work.
parseCli({
  usage: `npm run functions:data
Rewrites supabase/functions/_shared/site-data.json from the firm's data and the privacy texts.`,
});

writeFileSync(SITE_DATA_FILE, await siteDataText());
console.log(`wrote ${SITE_DATA_FILE}`);
