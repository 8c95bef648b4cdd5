// What `npm start` prints once everything is up: where the site, the backend and the mail inbox are,
// how to release into the local bucket, and the local admin login.

/**
 * @param {{ siteUrl: string, store?: { url: string, token: string, previewSecret?: string, environment: string, supabaseUrl: string, supabaseAnonKey: string }, backend: { url: string, mailUrl: string } | null, siteUpdatesUrl?: string | null }} stack
 * @param {{ LOCAL_ADMIN_EMAIL: string, LOCAL_ADMIN_PASSWORD: string }} keys
 */
export function startBanner(stack, keys, env = process.env) {
  const { siteUrl, store, backend, siteUpdatesUrl } = stack;
  return [
    '',
    `  Site            ${siteUrl}   (the production Worker on workerd)`,
    `  One app alone   ${siteUrl}/_apps/<app>/   (its live version's own page; any version at /_apps/<app>/<version>/)`,
    `  Supabase API    ${backend?.url ?? `${env.SUPABASE_URL} (hosted)`}`,
    ...(backend ? [`  Mail inbox      ${backend.mailUrl}   (every e-mail the site sends is caught here)`] : []),
    ...(siteUpdatesUrl ? [`  Site updates    ${siteUpdatesUrl}   (the database's webhook: pages regenerate as what they show changes)`] : []),
    `  Admin login     ${keys.LOCAL_ADMIN_EMAIL} / ${keys.LOCAL_ADMIN_PASSWORD}  at ${siteUrl}/admin-login`,
    ...(store
      ? [
          '',
          '  Release into this site from another terminal (the pages are rendered with this backend):',
          `    export CLOUDFLARE_LOCAL_URL=${store.url} STORE_ADMIN_TOKEN=${store.token} SITE_URL=${siteUrl} \\`,
          `      SUPABASE_URL=${store.supabaseUrl} SUPABASE_ANON_KEY=${store.supabaseAnonKey}`,
          `    npm run release -- mf-blog --env ${store.environment} --target cloudflare      (then: npm run rollback -- mf-blog …)`,
          ...(store.previewSecret
            ? [
                '  Or preview a version before it goes live, composed with what is live (a link for whoever opens it):',
                `    export PREVIEW_SECRET=${store.previewSecret}`,
                `    npm run release -- mf-blog --candidate --env ${store.environment} --target cloudflare      (prints the version last)`,
                `    npm run preview -- mf-blog --version <version> --env ${store.environment}`,
              ]
            : []),
        ]
      : []),
    '',
    '  Press Ctrl-C to stop.',
    '',
  ].join('\n');
}
