// The project's commands read their arguments one way: node:util parseArgs in strict mode, `--help`
// on every one, and one set of exit codes, so a typo is refused before any work is done (never
// "unknown arguments are ignored" while a database is reset). Plain JavaScript beside keys.mjs so the
// .mjs scripts, the TypeScript ones and local-supabase share it.
import { parseArgs } from 'node:util';

/** 0 done, 1 failed while working, 2 not understood (nothing was done), 3 refused by a check (a gate). */
export const EXIT = Object.freeze({ ok: 0, failed: 1, usage: 2, refused: 3 });

/** The command line was not understood: exit 2, with the usage. */
export class UsageError extends Error {}

/** A check said no (a release gate, a remote database, a running site): exit 3. */
export class Refusal extends Error {}

/**
 * Parses the arguments or exits: `--help`/`-h` prints the usage (exit 0), an unknown option, a
 * missing value or a surplus argument prints what was wrong and the usage (exit 2).
 * positionals: their names, `?` after the optional ones, `...` before a repeatable last one.
 */
export function parseCli({ usage, options = {}, positionals = [], args = process.argv.slice(2) }) {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage.trim());
    process.exit(EXIT.ok);
  }
  try {
    const parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
    const repeatable = positionals.at(-1)?.startsWith('...');
    const required = positionals.filter((name) => !name.endsWith('?') && !name.startsWith('...')).length;
    if (!repeatable && parsed.positionals.length > positionals.length) {
      throw new UsageError(`unexpected argument "${parsed.positionals[positionals.length]}"`);
    }
    if (parsed.positionals.length < required) throw new UsageError(`missing ${positionals[parsed.positionals.length].replace('?', '')}`);
    return parsed;
  } catch (error) {
    usageExit(usage, error.message);
  }
}

/** Prints what was wrong and the usage, exits 2. */
export function usageExit(usage, message) {
  console.error(`${message}\n\n${usage.trim()}`);
  process.exit(EXIT.usage);
}

/** The exit for an error thrown by a command's work: 2, 3 or 1 by its class, the message on stderr. */
export function exitWith(error, prefix = 'error') {
  if (error instanceof UsageError) console.error(`${prefix}: ${error.message} (--help for the usage)`);
  else console.error(`${prefix}: ${error?.message ?? error}`);
  process.exit(error instanceof UsageError ? EXIT.usage : error instanceof Refusal ? EXIT.refused : EXIT.failed);
}

/** An app as the commands print it (its folder, `mf-blog`), given either spelling (`mf_blog` too). */
export function appName(name, known) {
  const folder = name.replace(/_/g, '-');
  if (!known.includes(folder)) throw new UsageError(`unknown app "${name}": one of ${known.join(', ')}`);
  return folder;
}

/** An http(s) URL, or a UsageError naming the variable. */
export function checkUrl(name, value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`${name} is not a URL: "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`${name} must be an http(s) URL: "${value}"`);
  return url;
}

/** Whether a PostgreSQL connection string reaches this machine only (loopback or a Unix socket). */
export function isLocalDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const socket = url.searchParams.get('host');
  if (!url.hostname) return !socket || socket.startsWith('/');
  return ['localhost', '127.0.0.1', '[::1]', '::1'].includes(url.hostname);
}

/** Refuses (exit 3) to change a database elsewhere than on this machine unless `--remote` was given. */
export function requireLocalDatabase(databaseUrl, remote) {
  if (!databaseUrl || remote) return;
  let local;
  try {
    local = isLocalDatabase(databaseUrl);
  } catch {
    throw new UsageError('DATABASE_URL is not a URL');
  }
  if (!local) {
    throw new Refusal(`DATABASE_URL points at ${new URL(databaseUrl).hostname}, not this machine: add --remote if that database is really meant`);
  }
}
