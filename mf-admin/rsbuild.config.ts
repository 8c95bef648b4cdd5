import { federatedApp } from '../config/rsbuild-app';
import { ports } from '../config/ports.mjs';

export default federatedApp({
  name: 'mf_admin',
  dir: 'mf-admin',
  port: ports.mf_admin,
  title: 'Panel de control — mf-admin',
  exposes: {
    './AdminLoginPage': './src/pages/admin-login-page.tsx',
    './AdminApp': './src/pages/admin-app.tsx',
  },
});
