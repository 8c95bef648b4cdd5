import { renderStandalone } from 'shared-ui/harness';
import AdminApp from './pages/admin-app';
import AdminLoginPage from './pages/admin-login-page';
import type { manifest } from './remote';

/** Exactly the pages its manifest owns (src/remote.ts): one missing or extra is a type error. */
type OwnPages = Record<keyof (typeof manifest)['pages'], unknown>;

renderStandalone('mf_admin', { adminLogin: AdminLoginPage, admin: AdminApp } satisfies OwnPages);
