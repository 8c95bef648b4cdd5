// npm run dev: the four Rsbuild dev servers with hot reload, plus the local backend.
// Ctrl-C stops every child process.
import { parseCli } from '../local-supabase/cli-args.mjs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { appDirs } from '../config/apps.mjs';
import { ensureDependencies } from './lib/ensure.mjs';
import { repoRoot } from '../config/repo.mjs';

// --help answers, a mistyped option is refused (exit 2) before any work.
parseCli({
  usage: `npm run dev
Every app's dev server with hot reload, plus the local backend; Ctrl-C stops them all.`,
});

ensureDependencies();
const children = [
  spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'start'], { cwd: path.join(repoRoot, 'local-supabase'), stdio: 'inherit' }),
  ...Object.values(appDirs).map((dir) => spawn('npx', ['rsbuild', 'dev'], { cwd: path.join(repoRoot, dir), stdio: 'inherit' })),
];

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1000).unref();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
for (const child of children) child.on('exit', (code) => code && stop(code));
