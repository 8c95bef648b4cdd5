import { renderStandalone } from 'shared-ui/harness';
import AdminApp from './pages/admin-app';
import AdminLoginPage from './pages/admin-login-page';

renderStandalone('mf_admin', { adminLogin: AdminLoginPage, admin: AdminApp });
