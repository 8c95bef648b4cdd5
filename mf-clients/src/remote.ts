// mf-clients's contract (config/mf/remote-manifest.ts): what it exposes and the page it owns, private
// (rendered in the browser only).
import { remoteManifest } from '../../config/mf/remote-manifest.ts';

export const manifest = remoteManifest({
  exposes: {
    './ClientAreaApp': { file: './src/pages/client-area-app.tsx', load: () => import('./pages/client-area-app'), reads: [] },
  },
  pages: { clientArea: './ClientAreaApp' },
});
