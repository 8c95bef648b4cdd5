// Optional two-step sign-in for clients (supabase/migrations/20261129100000_client_two_step.sql): with a
// verified factor a client reaches their matter only at aal2; the firm sees who has it on and removes a
// lost factor; nobody else can, and never a staff account's.
import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, serviceClient, signedInClient, totpCode, verifyNewFactor } from './helpers.ts';

const service = serviceClient();

async function newClient() {
  const user = await createUser({ client: true });
  const { data, error } = await service
    .from('clients')
    .insert({ user_id: user.id, email: user.email, full_name: 'Dos Pasos', language: 'de' })
    .select()
    .single();
  if (error) throw error;
  const matter = randomUUID();
  const inserted = await service.from('matters').insert({ id: matter, client_id: data.id, title: 'Compraventa en Jávea', practice_area: 'civil' });
  if (inserted.error) throw inserted.error;
  return { ...user, clientId: data.id as string, matter };
}

const matterSeen = async (c: SupabaseClient, matter: string) => ((await c.from('matters').select('id').eq('id', matter)).data ?? []).length === 1;

describe('client two-step sign-in', () => {
  let admin: SupabaseClient;
  beforeAll(async () => {
    const account = await createUser({ admin: true });
    admin = await signedInClient(account.email, account.password);
  });

  it('with a factor, the matter opens only after the second step', async () => {
    const client = await newClient();
    const first = await signedInClient(client.email, client.password);
    expect(await matterSeen(first, client.matter)).toBe(true);
    const { factorId, secret } = await verifyNewFactor(first);
    expect(await matterSeen(first, client.matter)).toBe(true);

    const again = await signedInClient(client.email, client.password);
    expect(await matterSeen(again, client.matter)).toBe(false);
    expect((await again.from('clients').select('id')).data).toEqual([]);
    expect((await again.rpc('matter_bookings', { matter: client.matter })).data).toEqual([]);
    // The next period's code: a code is good once, and enrolment used this one.
    const stepped = await again.auth.mfa.challengeAndVerify({ factorId, code: totpCode(secret, 1) });
    expect(stepped.error).toBeNull();
    expect(await matterSeen(again, client.matter)).toBe(true);
  });

  it('the firm sees who has it on and removes a lost factor; the client signs in with the e-mail step alone again', async () => {
    const client = await newClient();
    const withoutFactor = await newClient();
    await verifyNewFactor(await signedInClient(client.email, client.password));

    const { data: on } = await admin.rpc('clients_with_two_step');
    expect(on).toContain(client.clientId);
    expect(on).not.toContain(withoutFactor.clientId);

    const stranded = await signedInClient(client.email, client.password);
    expect(await matterSeen(stranded, client.matter)).toBe(false);
    expect((await admin.rpc('reset_client_two_step', { client: client.clientId })).error).toBeNull();
    expect((await admin.rpc('clients_with_two_step')).data).not.toContain(client.clientId);
    expect(await matterSeen(await signedInClient(client.email, client.password), client.matter)).toBe(true);
  });

  it('nobody but an admin at the right level can see or remove factors, and never a staff account’s', async () => {
    const client = await newClient();
    const signedIn = await signedInClient(client.email, client.password);
    const { factorId } = await verifyNewFactor(signedIn);

    // The client themselves, and an admin whose factor was not used in this session.
    expect((await signedIn.rpc('clients_with_two_step')).data).toEqual([]);
    expect((await signedIn.rpc('reset_client_two_step', { client: client.clientId })).error?.message).toBe('not_admin');
    const mfaAdmin = await createUser({ admin: true });
    await verifyNewFactor(await signedInClient(mfaAdmin.email, mfaAdmin.password));
    const adminAal1 = await signedInClient(mfaAdmin.email, mfaAdmin.password);
    expect((await adminAal1.rpc('reset_client_two_step', { client: client.clientId })).error?.message).toBe('not_admin');
    const { data: factors } = await signedIn.auth.mfa.listFactors();
    expect(factors?.totp.map((factor) => factor.id)).toEqual([factorId]);

    // A clients row pointing at a staff account: the admin's mandatory factor stays.
    const staffRow = await service
      .from('clients')
      .insert({ user_id: mfaAdmin.id, email: mfaAdmin.email, full_name: 'Staff', language: 'es' })
      .select()
      .single();
    expect((await admin.rpc('reset_client_two_step', { client: staffRow.data!.id })).error?.message).toBe('client_not_found');
    const staffFactors = (await (await signedInClient(mfaAdmin.email, mfaAdmin.password)).auth.mfa.listFactors()).data;
    expect(staffFactors?.totp.filter((factor) => factor.status === 'verified')).toHaveLength(1);
  });
});
