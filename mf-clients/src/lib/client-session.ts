// The client's session for every screen of the client area: one zustand store fed by supabase-js
// onAuthStateChange (a refresh, a sign-out in another tab or an expired session reach every screen).
// A client is a user the firm invited (app_metadata.role 'client'); anyone else signed in on this
// browser (an admin) sees that this area is not for them. The database decides access on its own.
import type { User } from '@supabase/supabase-js';
import { create } from 'zustand';
import { lazySupabase } from './lazy-supabase';

export type ClientStatus = 'loading' | 'anonymous' | 'client' | 'notClient';

interface ClientSessionState {
  status: ClientStatus;
  user: User | null;
  start: () => void;
  signOut: () => Promise<void>;
}

const statusOf = (user: User | null): ClientStatus => (!user ? 'anonymous' : user.app_metadata?.role === 'client' ? 'client' : 'notClient');

let started = false;

export const useClientSession = create<ClientSessionState>()((set) => ({
  status: 'loading',
  user: null,
  start: () => {
    if (started) return;
    started = true;
    void lazySupabase().then(async (supabase) => {
      supabase.auth.onAuthStateChange((_event, session) => {
        const user = session?.user ?? null;
        set({ user, status: statusOf(user) });
      });
      const { data } = await supabase.auth.getSession();
      const user = data.session?.user ?? null;
      set({ user, status: statusOf(user) });
    });
  },
  signOut: async () => {
    const supabase = await lazySupabase();
    await supabase.auth.signOut({ scope: 'local' });
    set({ user: null, status: 'anonymous' });
  },
}));
