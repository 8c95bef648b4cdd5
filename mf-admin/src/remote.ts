// mf-admin's contract (config/mf/remote-manifest.ts): what it exposes and the pages it owns, all
// private (rendered in the browser; the generated page is the app's shell with its title).
import { remoteManifest } from '../../config/mf/remote-manifest.ts';

export const manifest = remoteManifest({
  exposes: {
    './AdminLoginPage': { file: './src/pages/admin-login-page.tsx', load: () => import('./pages/admin-login-page'), reads: [] },
    './AdminApp': { file: './src/pages/admin-app.tsx', load: () => import('./pages/admin-app'), reads: [] },
  },
  pages: { adminLogin: './AdminLoginPage', admin: './AdminApp' },
});
