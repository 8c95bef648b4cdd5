// Creates or promotes an admin: a confirmed e-mail user whose app_metadata.role is 'admin', which is
// what public.is_admin() checks. Never done by migrations or seed.sql (they also run on hosted).
import type { Database } from './db.ts';
import { upsertUser } from './auth/store.ts';

export async function createAdmin(db: Database, email: string, password: string): Promise<{ id: string; created: boolean }> {
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new Error(`Not an e-mail address: ${email}`);
  if (password.length < 6) throw new Error('The password needs at least 6 characters');
  const { user, created } = await upsertUser(db, { email, password, appMetadata: { role: 'admin' } });
  return { id: user.id, created };
}
