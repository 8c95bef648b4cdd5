// The client's session for every screen of the client area: one zustand store fed by supabase-js
// onAuthStateChange (a refresh, a sign-out in another tab or an expired session reach every screen).
// A client is a user the firm invited (app_metadata.role 'client'); anyone else signed in on this
// browser (an admin) sees that this area is not for them. A client who turned two-step sign-in on
// is asked for their app's code after the e-mail code ('secondStep'): the database opens their
// matters only at aal2 (supabase/migrations/20261129100000_client_two_step.sql).
import type { User } from '@supabase/supabase-js';
import { create } from 'zustand';
import { lazySupabase } from './lazy-supabase';

export type ClientStatus = 'loading' | 'anonymous' | 'secondStep' | 'client' | 'notClient';

interface ClientSessionState {
  status: ClientStatus;
  user: User | null;
  start: () => void;
  /** Re-reads the session and its assurance level (after the second step, or turning it on or off). */
  refresh: () => Promise<void>;
  signOut: () => Promise<void>;
}

async function statusOf(user: User | null): Promise<ClientStatus> {
  if (!user) return 'anonymous';
  if (user.app_metadata?.role !== 'client') return 'notClient';
  const supabase = await lazySupabase();
  const { data } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  return data?.nextLevel === 'aal2' && data.currentLevel !== 'aal2' ? 'secondStep' : 'client';
}

let started = false;

export const useClientSession = create<ClientSessionState>()((set, get) => ({
  status: 'loading',
  user: null,
  start: () => {
    if (started) return;
    started = true;
    void lazySupabase().then(async (supabase) => {
      supabase.auth.onAuthStateChange((_event, session) => {
        if (!session) return set({ user: null, status: 'anonymous' });
        // Never await supabase calls inside this callback (supabase-js holds its lock here).
        setTimeout(() => void get().refresh(), 0);
      });
      await get().refresh();
    });
  },
  refresh: async () => {
    const supabase = await lazySupabase();
    const { data } = await supabase.auth.getSession();
    const user = data.session?.user ?? null;
    set({ user, status: await statusOf(user) });
  },
  signOut: async () => {
    const supabase = await lazySupabase();
    await supabase.auth.signOut({ scope: 'local' });
    set({ user: null, status: 'anonymous' });
  },
}));
