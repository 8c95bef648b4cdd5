// What `npm start` serves, decided from the environment as a whole so a local and a hosted setting
// never mix: either the local backend with its own well-known keys, or the hosted project given by
// SUPABASE_URL and SUPABASE_ANON_KEY together. The local keys are public knowledge, so NODE_ENV=production
// refuses them unless ALLOW_LOCAL_BACKEND=1 says that is really meant. Every URL given must be one.
import { defaultedPublicUrls, urlProblems } from '../../config/deployment.mjs';

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ localBackend: boolean, problems: string[] }}
 */
export function startConfig(env = process.env) {
  const hosted = Boolean(env.SUPABASE_URL);
  const problems = [];
  if (hosted && !env.SUPABASE_ANON_KEY) {
    problems.push('SUPABASE_URL is set but SUPABASE_ANON_KEY is not: set both (your hosted project), or neither (the local backend).');
  }
  if (!hosted && env.SUPABASE_ANON_KEY) {
    problems.push('SUPABASE_ANON_KEY is set but SUPABASE_URL is not: a hosted key would be sent to the local backend. Set both, or neither.');
  }
  if (!hosted && env.NODE_ENV === 'production' && env.ALLOW_LOCAL_BACKEND !== '1') {
    problems.push(
      'NODE_ENV=production would start the local backend, whose keys are public. Set SUPABASE_URL and SUPABASE_ANON_KEY ' +
        'of the hosted project, or ALLOW_LOCAL_BACKEND=1 to run the local backend anyway (never on a public server).',
    );
  }
  // Every URL a server hands to browsers or calls itself, when set: an http(s) URL (config/deployment.mjs).
  problems.push(...urlProblems(env));
  return { localBackend: !hosted, problems };
}

/**
 * `npm run serve` in production: every URL it hands to browsers must be given (otherwise env.js and
 * the CSP would point at localhost), and valid.
 * @param {NodeJS.ProcessEnv} env
 * @returns {string[]}
 */
export function serveProblems(env = process.env) {
  const { problems, localBackend } = startConfig(env);
  if (localBackend) problems.push('set SUPABASE_URL and SUPABASE_ANON_KEY (the hosted project); `npm start` runs the local backend.');
  if (env.NODE_ENV === 'production') {
    const missing = defaultedPublicUrls(env);
    if (missing.length) problems.push(`NODE_ENV=production needs the public URLs: set ${missing.join(', ')}.`);
  }
  return problems;
}
