// The signed-in admin (the guard renders these screens only for one): used to say "you" for
// status changes made by this account.
import { useAdminAuth } from './admin-session';

export interface CurrentAdmin {
  id: string;
  email: string;
}

export function useCurrentAdmin(): { data: CurrentAdmin | null } {
  const user = useAdminAuth((state) => state.user);
  return { data: user ? { id: user.id, email: user.email ?? '' } : null };
}
