import { federatedApp } from '../config/rsbuild-app';
import { ports } from '../config/ports.mjs';

// Build-time entries are only defaults: the remote-urls runtime plugin replaces them with the URLs
// in /env.js, so moving a remote needs no shell rebuild.
const localManifest = (name: string, port: number) => `${name}@http://localhost:${port}/mf-manifest.json`;

export default federatedApp({
  name: 'shell',
  dir: 'shell',
  port: ports.shell,
  title: 'Abogados en Dénia | Bufete de abogados',
  remotes: {
    mf_marketing: localManifest('mf_marketing', ports.mf_marketing),
    mf_blog: localManifest('mf_blog', ports.mf_blog),
    mf_admin: localManifest('mf_admin', ports.mf_admin),
  },
  runtimePlugins: ['./src/mf/remote-urls-plugin.ts', './src/mf/error-load-remote-plugin.ts'],
  serverEntry: 'src/server/index.tsx',
});
