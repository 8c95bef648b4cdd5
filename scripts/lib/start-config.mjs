// What `npm start` serves, decided from the environment as a whole so a local and a hosted setting
// never mix: either the local backend with its own well-known keys, or the hosted project given by
// SUPABASE_URL and SUPABASE_ANON_KEY together. The local keys are public knowledge, so NODE_ENV=production
// refuses them unless ALLOW_LOCAL_BACKEND=1 says that is really meant.

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
  return { localBackend: !hosted, problems };
}
