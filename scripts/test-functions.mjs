// `npm run test:functions`: each Edge Function's own tests (supabase/functions/<name>/*_test.ts) under
// the real Deno of the npm package `deno`, with the function's deno.json (its import map), type-checked.
// Deno also trusts the system's certificate authorities (see denoTlsEnv in local-supabase/src/functions.ts).
import { parseCli } from '../local-supabase/cli-args.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../config/repo.mjs';

// --help answers, a mistyped option is refused (exit 2) before any work.
parseCli({
  usage: `npm run test:functions
Each Edge Function's own tests (supabase/functions/<name>/*_test.ts) under Deno.`,
});

const deno = path.join(path.dirname(createRequire(import.meta.url).resolve('deno/package.json')), 'deno');
const functionsDir = path.join(repoRoot, 'supabase/functions');
const functions = readdirSync(functionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => entry.name);

let ok = true;
for (const name of functions) {
  const dir = path.join(functionsDir, name);
  const config = path.join(dir, 'deno.json');
  const args = ['test', '--allow-net', '--allow-env', '--allow-read', '--allow-sys', ...(existsSync(config) ? ['--config', config] : []), dir];
  console.log(`\n--- ${name}: deno ${args.join(' ')}`);
  const { status } = spawnSync(deno, args, {
    cwd: functionsDir,
    stdio: 'inherit',
    env: { DENO_TLS_CA_STORE: 'mozilla,system', ...process.env, NO_COLOR: '1' },
  });
  ok &&= status === 0;
}
process.exit(ok ? 0 : 1);
