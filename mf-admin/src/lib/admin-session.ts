// Admin session for every admin screen.
//
// Usage in a screen (any component rendered under the admin router):
//   const { user, signOut } = useAdminSession();
// Inside the admin area the guard only renders screens once `status === 'admin'`, so `user` is
// always set there (the hook throws otherwise, which would be a routing bug). Data goes through the
// features' api files, which call getSupabase() themselves. `useAdminAuth()` is the raw store
// (status may be 'loading', 'anonymous', 'mfa', 'notAdmin').
//
// The state lives in one zustand store fed by supabase-js `onAuthStateChange`, so a token refresh,
// a sign-out in another tab or a refused refresh (expired session) reaches every screen at once.
import type { User } from '@supabase/supabase-js';
import { create } from 'zustand';
import { lazySupabase } from './lazy-supabase';

export type AdminAuthStatus = 'loading' | 'anonymous' | 'mfa' | 'mfaExpired' | 'notAdmin' | 'admin';

interface AdminAuthState {
  status: AdminAuthStatus;
  user: User | null;
  /** Set when the backend could not be reached while restoring the session. */
  offline: boolean;
  /** An admin without a TOTP factor: until when one may be enrolled (ISO), else null. */
  mfaEnrolBy: string | null;
  start: () => void;
  /** Re-reads session and assurance level (after sign-in or the TOTP step). */
  refresh: () => Promise<AdminAuthStatus>;
  signOut: () => Promise<void>;
}

export const isAdminUser = (user: User | null | undefined) => user?.app_metadata?.role === 'admin';

let started: Promise<void> | null = null;

async function statusOf(user: User | null): Promise<{ status: AdminAuthStatus; mfaEnrolBy: string | null }> {
  if (!user) return { status: 'anonymous', mfaEnrolBy: null };
  const supabase = await lazySupabase();
  // The database treats an admin with a verified TOTP factor as admin only at aal2 (supabase/README.md).
  const { data } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  if (data && data.nextLevel === 'aal2' && data.currentLevel !== 'aal2') return { status: 'mfa', mfaEnrolBy: null };
  if (!isAdminUser(user)) return { status: 'notAdmin', mfaEnrolBy: null };
  // MFA is mandatory: without a factor, admin only until the enrolment deadline (mandatory_mfa.sql).
  const { data: mfa } = await supabase.rpc('my_mfa_status');
  const row = (mfa as Array<{ has_verified_factor: boolean; enrol_by: string | null }> | null)?.[0];
  if (!row || row.has_verified_factor) return { status: 'admin', mfaEnrolBy: null };
  if (row.enrol_by && new Date(row.enrol_by).getTime() <= Date.now()) return { status: 'mfaExpired', mfaEnrolBy: row.enrol_by };
  return { status: 'admin', mfaEnrolBy: row.enrol_by };
}

export const useAdminAuth = create<AdminAuthState>()((set, get) => ({
  status: 'loading',
  user: null,
  offline: false,
  mfaEnrolBy: null,
  start: () => {
    if (started) return;
    started = (async () => {
      const supabase = await lazySupabase();
      supabase.auth.onAuthStateChange((event, session) => {
        // Never await supabase calls inside this callback (supabase-js holds its lock here).
        if (event === 'SIGNED_OUT' || !session) {
          set({ status: 'anonymous', user: null });
          return;
        }
        if (event === 'TOKEN_REFRESHED' || event === 'USER_UPDATED' || event === 'SIGNED_IN' || event === 'MFA_CHALLENGE_VERIFIED') {
          setTimeout(() => void get().refresh(), 0);
        }
      });
      await get().refresh();
    })();
  },
  refresh: async () => {
    const supabase = await lazySupabase();
    const { data, error } = await supabase.auth.getSession();
    const user = data.session?.user ?? null;
    const { status, mfaEnrolBy } = await statusOf(user);
    set({ user, status, mfaEnrolBy, offline: Boolean(error && !user) });
    return status;
  },
  signOut: async () => {
    const supabase = await lazySupabase();
    // 'local' never fails on a dead network; the refresh token is revoked when the backend answers.
    await supabase.auth.signOut({ scope: 'local' }).catch(() => undefined);
    set({ status: 'anonymous', user: null });
  },
}));

export interface AdminSession {
  user: User;
  signOut: () => Promise<void>;
}

/** The signed-in admin, for screens inside the admin area. */
export function useAdminSession(): AdminSession {
  const user = useAdminAuth((state) => state.user);
  const signOut = useAdminAuth((state) => state.signOut);
  if (!user) throw new Error('useAdminSession() used outside the admin guard');
  return { user, signOut };
}
