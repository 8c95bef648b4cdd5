// /functions/v1/<name>: the Edge Functions of supabase/functions, run from the same source that
// `supabase functions deploy` ships, under a real Deno (the npm package `deno`). Each function gets its
// own Deno process on a loopback port, started at its first call and restarted if it exits; requests
// are proxied to it. As on a hosted project, a function needs a valid JWT in Authorization unless
// supabase/config.toml says `verify_jwt = false` for it, and it sees SUPABASE_URL,
// SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY plus its own secrets (see functionEnv in index.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sendJson } from './http-util.ts';
import { verifyJwt } from './jwt.ts';
import { getFreePort } from './ports.ts';
import { forwardedHeaders, proxyRequest } from './rest-proxy.ts';
import { PACKAGE_DIR, SUPABASE_DIR } from './paths.ts';

export const FUNCTIONS_DIR = join(SUPABASE_DIR, 'functions');
const WRAPPER = join(PACKAGE_DIR, 'deno', 'serve-function.ts');

/** The Deno binary of the npm package `deno`. */
export function denoBinary(): string {
  const require = createRequire(import.meta.url);
  return join(require.resolve('deno/package.json'), '..', 'deno');
}

/**
 * Deno trusts only its own copy of Mozilla's CA list by default, so behind a proxy with its own
 * certificate authority (installed in the system store, as on these machines) its first download of
 * a function's npm: imports fails. Trusting the system store too is what Node and npm already do.
 */
export function denoTlsEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return {
    DENO_TLS_CA_STORE: env.DENO_TLS_CA_STORE ?? 'mozilla,system',
    ...(env.DENO_CERT ? { DENO_CERT: env.DENO_CERT } : {}),
    ...(env.DENO_DIR ? { DENO_DIR: env.DENO_DIR } : {}),
  };
}

/** `[functions.<name>] verify_jwt = false` in supabase/config.toml turns the JWT check off. */
export function verifiesJwt(name: string, configToml = join(SUPABASE_DIR, 'config.toml')): boolean {
  if (!existsSync(configToml)) return true;
  const text = readFileSync(configToml, 'utf8');
  const section = new RegExp(`^\\[functions\\.${name.replace(/[^\w-]/g, '')}\\]\\s*$([\\s\\S]*?)(?=^\\[|(?![\\s\\S]))`, 'm').exec(text);
  const setting = section && /^\s*verify_jwt\s*=\s*(true|false)\s*$/m.exec(section[1]);
  return setting ? setting[1] === 'true' : true;
}

interface Running {
  child: ChildProcess;
  port: number;
  ready: Promise<void>;
}

export class FunctionsHost {
  private readonly running = new Map<string, Promise<Running>>();
  private stopped = false;

  constructor(
    private readonly options: {
      env: () => Record<string, string>;
      quiet?: boolean;
      functionsDir?: string;
    },
  ) {}

  private get dir() {
    return this.options.functionsDir ?? FUNCTIONS_DIR;
  }

  exists(name: string): boolean {
    return /^[a-z0-9][a-z0-9_-]*$/i.test(name) && !name.startsWith('_') && existsSync(join(this.dir, name, 'index.ts'));
  }

  private start(name: string): Promise<Running> {
    const started = this.spawn(name);
    this.running.set(name, started);
    started.catch(() => this.running.delete(name));
    return started;
  }

  private async spawn(name: string): Promise<Running> {
    const port = await getFreePort();
    const functionDir = join(this.dir, name);
    const config = ['deno.json', 'deno.jsonc'].map((file) => join(functionDir, file)).find(existsSync);
    const args = ['run', '--allow-net', '--allow-env', '--allow-read', '--allow-sys', '--no-prompt'];
    if (config) args.push('--config', config);
    args.push(WRAPPER);
    const child = spawn(denoBinary(), args, {
      cwd: functionDir,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        ...denoTlsEnv(),
        NO_COLOR: '1',
        ...this.options.env(),
        FUNCTION_ENTRY: pathToFileURL(join(functionDir, 'index.ts')).href,
        FUNCTION_PORT: String(port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const ready = new Promise<void>((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        if (text.includes('[function ready]')) resolve();
        output = (output + text).slice(-4000);
        if (!this.options.quiet) process.stdout.write(text.replace(/^(?=.)/gm, `[functions:${name}] `));
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code) => {
        this.running.delete(name);
        reject(new Error(`function ${name} exited (${code}) before it was ready:\n${output}`));
      });
      child.once('error', reject);
    });
    return { child, port, ready };
  }

  async handle(req: IncomingMessage, res: ServerResponse, name: string, rest: string): Promise<void> {
    if (!this.exists(name)) return sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    if (verifiesJwt(name)) {
      const token = /^Bearer\s+(.+)$/i.exec(String(req.headers.authorization ?? ''))?.[1];
      if (!token || !(await verifyJwt(token))) {
        return sendJson(res, 401, { code: 401, message: 'Invalid JWT' });
      }
    }
    if (this.stopped) return sendJson(res, 503, { message: 'local-supabase is stopping' });
    let running: Running;
    try {
      running = await (this.running.get(name) ?? this.start(name));
      await running.ready;
    } catch (error) {
      console.error(`[local-supabase] ${(error as Error).message}`);
      return sendJson(res, 500, { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' });
    }
    const headers = forwardedHeaders(req, running.port);
    return proxyRequest(running.port, req, res, `/${name}${rest}`, headers, () =>
      sendJson(res, 502, { code: 'WORKER_ERROR', message: 'Function exited unexpectedly' }),
    );
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const all = await Promise.allSettled(this.running.values());
    await Promise.all(
      all
        .flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
        .map(
          ({ child }) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
    );
    this.running.clear();
  }
}
