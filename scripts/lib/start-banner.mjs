// What `npm start` prints once everything is up: where the site, each app, the backend and the mail
// inbox are, and the local admin login.
import { APPS, REMOTE_KEYS } from '../../config/apps.mjs';

/**
 * @param {{ servers: Record<string, { url: string }>, backend: { url: string, mailUrl: string } | null, siteUpdatesUrl?: string }} stack
 * @param {{ LOCAL_ADMIN_EMAIL: string, LOCAL_ADMIN_PASSWORD: string }} keys
 */
export function startBanner(stack, keys, env = process.env) {
  const { servers, backend, siteUpdatesUrl } = stack;
  return [
    '',
    `  Site            ${servers.shell.url}`,
    ...REMOTE_KEYS.map((key) => `  ${APPS[key].dir.padEnd(16)}${servers[key].url}`),
    `  Supabase API    ${backend?.url ?? `${env.SUPABASE_URL} (hosted)`}`,
    ...(backend ? [`  Mail inbox      ${backend.mailUrl}   (every e-mail the site sends is caught here)`] : []),
    ...(siteUpdatesUrl ? [`  Site updates    ${siteUpdatesUrl}   (the database's webhook: post pages regenerate as posts change)`] : []),
    `  Admin login     ${keys.LOCAL_ADMIN_EMAIL} / ${keys.LOCAL_ADMIN_PASSWORD}  at ${servers.shell.url}/admin-login`,
    '',
    '  Press Ctrl-C to stop.',
    '',
  ].join('\n');
}
