// Everything under /config-blogmr: the shell mounts this once for `/config-blogmr/*` and the admin
// owns its own sub-routes (src/app/admin-routes.tsx).
import type { RemotePageProps } from 'shared-ui';
import { AdminRoutes } from '@/app/admin-routes';

export default function AdminApp(_props: RemotePageProps) {
  return (
    <div data-remote="mf_admin" data-page="admin">
      <AdminRoutes />
    </div>
  );
}
