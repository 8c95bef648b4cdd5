// The access matrix of supabase/README.md, asserted cell by cell through PostgREST with supabase-js:
// every table x {anon, authenticated, admin, admin signed in by e-mail code, service_role} x
// {select, insert, update, delete}.
import type { SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, codeSessionClient, createUser, serviceClient, signedInClient, verifyNewFactor } from './helpers.ts';

type Role = 'anon' | 'authenticated' | 'admin' | 'service_role';
/** select: which fixture rows the role sees; writes: whether they take effect. */
interface Access {
  select: 'all' | 'public' | 'none';
  insert: boolean;
  update: boolean;
  delete: boolean;
}
type Row = Record<string, unknown>;

interface TableSpec {
  table: string;
  /** Names the case when one table has several (e.g. posts in different states). */
  label?: string;
  /** Columns identifying a row (for match()). */
  key: (row: Row) => Row;
  /** A row the public site shows (absent when the public sees nothing of this table). */
  publicRow?: () => Row;
  /** A row only admins see. */
  privateRow?: () => Row;
  /** A row to insert as the role (only columns a public form would send, where relevant). */
  newRow: () => Row;
  patch: Row;
  /** Restores what the fixtures removed (e.g. seeded languages). */
  restore?: (service: SupabaseClient) => Promise<void>;
  access: Record<Role, Access>;
}

const deny: Access = { select: 'none', insert: false, update: false, delete: false };
const full: Access = { select: 'all', insert: true, update: true, delete: true };
const publicContent: Record<Role, Access> = {
  anon: { ...deny, select: 'public' },
  authenticated: { ...deny, select: 'public' },
  admin: full,
  service_role: full,
};
// The public submits through submit_*_request() (test/security/intake.test.ts), never by a direct insert.
const requests: Record<Role, Access> = {
  anon: deny,
  authenticated: deny,
  admin: full,
  service_role: full,
};

const tag = () => randomUUID().slice(0, 8);

const contactRow = (): Row => ({
  name: `Matrix ${tag()}`,
  email: `matrix-${tag()}@example.com`,
  phone: '+34 600 000 000',
  consultation_format: 'video',
  practice_area: 'family',
  message: 'Consulta de prueba para la matriz de acceso.',
  language: 'es',
  consent_given: true,
  consent_text_version: '2026-01',
});

const substitutionRow = (): Row => ({
  lawyer_name: `Letrada ${tag()}`,
  colegio: 'ICA Alicante',
  colegiado_number: '12345',
  email: `sust-${tag()}@example.com`,
  phone: '+34 965 000 000',
  court: 'Juzgado de Primera Instancia n.º 1 de Dénia',
  city: 'Dénia',
  hearing_date: '2027-03-15',
  hearing_time: '10:30',
  procedure_type: 'Juicio verbal',
  procurator_needed: false,
  notes: 'Prueba de la matriz de acceso.',
  language: 'es',
  consent_given: true,
  consent_text_version: '2026-01',
});

// Posts the revision and redirect fixtures belong to (created in beforeAll).
const MATRIX_POST = randomUUID();
const MATRIX_UNPUBLISHED_POST = randomUUID();
// The client error the hour counts belong to (created in beforeAll).
const MATRIX_CLIENT_ERROR = randomUUID();
/** An hour of the year 2000, as PostgREST prints a timestamptz: a key no other case picks. */
const randomHour = () => new Date(Date.UTC(2000, 0, 1) + Math.floor(Math.random() * 8_000) * 3_600_000).toISOString().replace('.000Z', '+00:00');
const hourFromNow = () => new Date(Date.now() + 3_600_000).toISOString();

const LANGUAGE_NAMES: Record<string, string> = {
  es: 'Español',
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  ar: 'العربية',
  zh: '中文',
  ru: 'Русский',
};

const SEEDED_LAWYER = '6b1f3c2a-0000-4000-8000-00000000b001';
const BOOKING_DEFAULTS = {
  id: true,
  meeting_minutes: 45,
  buffer_minutes: 15,
  horizon_days: 60,
  min_notice_hours: 24,
  video_room_base_url: 'https://meet.jit.si/',
};
/** A booking far in the future at a random hour, so fixtures never overlap. */
const bookingRow = (): Row => {
  const start = new Date(Date.UTC(2040 + Math.floor(Math.random() * 50), 0, 1) + Math.floor(Math.random() * 300_000) * 3_600_000);
  return {
    id: randomUUID(),
    lawyer_id: SEEDED_LAWYER,
    mode: 'office',
    practice_area: 'civil',
    starts_at: start.toISOString(),
    ends_at: new Date(start.getTime() + 45 * 60_000).toISOString(),
    name: 'Matriz Reserva',
    email: `reserva-${tag()}@example.com`,
    description: 'Consulta de prueba de la matriz.',
    manage_token_hash: randomUUID(),
    consent_given: true,
    consent_text_version: 'matrix',
  };
};

const specs: TableSpec[] = [
  {
    table: 'language_settings',
    key: (row) => ({ language_code: row.language_code }),
    publicRow: () => ({ language_code: 'fr', language_name: 'Français', is_active: true }),
    privateRow: () => ({ language_code: 'zh', language_name: '中文', is_active: false }),
    newRow: () => ({ language_code: 'ru', language_name: 'Русский', is_active: true }),
    patch: { language_name: 'Français (modifié)' },
    restore: async (service) => {
      const rows = Object.entries(LANGUAGE_NAMES).map(([code, name]) => ({
        language_code: code,
        language_name: name,
        is_active: true,
        is_default: code === 'es',
      }));
      const { error } = await service.from('language_settings').upsert(rows);
      if (error) throw error;
    },
    access: publicContent,
  },
  {
    table: 'testimonials',
    key: (row) => ({ id: row.id }),
    publicRow: () => ({ id: randomUUID(), name: `Pub ${tag()}`, text: 'Muy buen trato.', active: true, client_authorised: true }),
    privateRow: () => ({ id: randomUUID(), name: `Priv ${tag()}`, text: 'Pendiente.', active: false, client_authorised: false }),
    newRow: () => ({ id: randomUUID(), name: `New ${tag()}`, text: 'Nuevo testimonio.', active: false }),
    patch: { text: 'Texto modificado.' },
    access: publicContent,
  },
  {
    table: 'blog_posts',
    key: (row) => ({ id: row.id }),
    publicRow: () => ({ id: randomUUID(), title: 'Visible', slug: `visible-${tag()}`, content: 'Hola.' }),
    privateRow: () => ({ id: randomUUID(), title: 'Oculto', slug: `oculto-${tag()}`, content: 'Borrador.', hidden: true }),
    newRow: () => ({ id: randomUUID(), title: 'Nuevo', slug: `nuevo-${tag()}`, content: 'Nuevo.' }),
    patch: { title: 'Título modificado' },
    access: publicContent,
  },
  {
    table: 'blog_posts',
    label: 'blog_posts (drafts)',
    key: (row) => ({ id: row.id }),
    publicRow: () => ({ id: randomUUID(), title: 'Publicado', slug: `publicado-${tag()}`, status: 'published' }),
    privateRow: () => ({ id: randomUUID(), title: 'Borrador', slug: `borrador-${tag()}`, status: 'draft' }),
    newRow: () => ({ id: randomUUID(), title: 'Nuevo', slug: `nuevo-${tag()}`, status: 'draft' }),
    patch: { title: 'Borrador modificado' },
    access: publicContent,
  },
  {
    table: 'blog_posts',
    label: 'blog_posts (scheduled)',
    key: (row) => ({ id: row.id }),
    publicRow: () => ({
      id: randomUUID(),
      title: 'Ya',
      slug: `ya-${tag()}`,
      status: 'scheduled',
      publish_at: '2020-01-01T00:00:00Z',
    }),
    privateRow: () => ({ id: randomUUID(), title: 'Luego', slug: `luego-${tag()}`, status: 'scheduled', publish_at: hourFromNow() }),
    newRow: () => ({ id: randomUUID(), title: 'Nuevo', slug: `nuevo-${tag()}`, status: 'scheduled', publish_at: hourFromNow() }),
    patch: { title: 'Programado modificado' },
    access: publicContent,
  },
  {
    table: 'blog_post_revisions',
    key: (row) => ({ id: row.id }),
    privateRow: () => ({ id: 900000 + Math.floor(Math.random() * 90000), post_id: MATRIX_POST, version: 1, snapshot: {} }),
    newRow: () => ({ id: 800000 + Math.floor(Math.random() * 90000), post_id: MATRIX_POST, version: 1, snapshot: {} }),
    patch: { version: 99 },
    access: {
      anon: deny,
      authenticated: deny,
      admin: { ...deny, select: 'all' },
      service_role: full,
    },
  },
  {
    table: 'blog_post_slug_redirects',
    key: (row) => ({ language: row.language, old_slug: row.old_slug }),
    publicRow: () => ({ language: 'en', old_slug: `old-${tag()}`, post_id: MATRIX_POST }),
    privateRow: () => ({ language: 'de', old_slug: `alt-${tag()}`, post_id: MATRIX_UNPUBLISHED_POST }),
    newRow: () => ({ language: 'fr', old_slug: `ancien-${tag()}`, post_id: MATRIX_POST }),
    patch: { post_id: MATRIX_POST },
    access: {
      anon: { ...deny, select: 'public' },
      authenticated: { ...deny, select: 'public' },
      admin: { ...deny, select: 'all', delete: true },
      service_role: full,
    },
  },
  {
    table: 'translations',
    key: (row) => ({ namespace: row.namespace, key: row.key, language: row.language }),
    publicRow: () => ({ namespace: 'common', key: `matrix.public.${tag()}`, language: 'es', value: 'Hola' }),
    newRow: () => ({ namespace: 'blog', key: `matrix.new.${tag()}`, language: 'de', value: 'Hallo' }),
    patch: { value: 'Geändert' },
    access: publicContent,
  },
  {
    table: 'security_settings',
    key: (row) => ({ id: row.id }),
    privateRow: () => ({ id: true, mfa_onboarding_days: 7 }),
    newRow: () => ({ id: true, mfa_onboarding_days: 7 }),
    patch: { mfa_onboarding_days: 30 },
    restore: async (service) => {
      const { error } = await service.from('security_settings').upsert({ id: true, mfa_onboarding_days: 7 });
      if (error) throw error;
    },
    access: {
      anon: deny,
      authenticated: deny,
      admin: { ...deny, select: 'all' },
      service_role: full,
    },
  },
  {
    table: 'intake_settings',
    key: (row) => ({ id: row.id }),
    privateRow: () => ({ id: true, per_email_per_hour: 5, per_address_per_hour: 30 }),
    newRow: () => ({ id: true, per_email_per_hour: 5, per_address_per_hour: 30 }),
    patch: { per_email_per_hour: 50 },
    restore: async (service) => {
      // Back to what the test backend started with (global-setup lifts the per-address limit).
      const { error } = await service.from('intake_settings').upsert({ id: true, per_email_per_hour: 5, per_address_per_hour: 1_000_000 });
      if (error) throw error;
    },
    access: {
      anon: deny,
      authenticated: deny,
      admin: { ...deny, select: 'all' },
      service_role: full,
    },
  },
  {
    table: 'booking_settings',
    key: (row) => ({ id: row.id }),
    privateRow: () => ({ ...BOOKING_DEFAULTS }),
    newRow: () => ({ ...BOOKING_DEFAULTS }),
    patch: { buffer_minutes: 20 },
    restore: async (service) => {
      const { error } = await service.from('booking_settings').upsert({ ...BOOKING_DEFAULTS });
      if (error) throw error;
    },
    access: { anon: deny, authenticated: deny, admin: { ...deny, select: 'all', update: true }, service_role: full },
  },
  {
    table: 'booking_lawyers',
    key: (row) => ({ id: row.id }),
    privateRow: () => ({ id: randomUUID(), name: `Letrada ${tag()}` }),
    newRow: () => ({ id: randomUUID(), name: `Letrado ${tag()}` }),
    patch: { active: false },
    access: { anon: deny, authenticated: deny, admin: full, service_role: full },
  },
  {
    table: 'booking_availability',
    key: (row) => ({ id: row.id }),
    privateRow: () => ({ id: randomUUID(), lawyer_id: SEEDED_LAWYER, mode: 'office', weekday: 6, start_time: '20:00', end_time: '21:00' }),
    newRow: () => ({ id: randomUUID(), lawyer_id: SEEDED_LAWYER, mode: 'phone', weekday: 6, start_time: '20:00', end_time: '21:00' }),
    patch: { end_time: '21:30:00' },
    access: { anon: deny, authenticated: deny, admin: full, service_role: full },
  },
  {
    table: 'booking_closures',
    key: (row) => ({ id: row.id }),
    privateRow: () => ({ id: randomUUID(), day: '2030-01-02', scope: 'firm', name: `Cierre ${tag()}` }),
    newRow: () => ({ id: randomUUID(), day: '2030-01-03', scope: 'firm', name: `Cierre ${tag()}` }),
    patch: { name: 'Cierre cambiado' },
    access: { anon: deny, authenticated: deny, admin: full, service_role: full },
  },
  {
    table: 'bookings',
    key: (row) => ({ id: row.id }),
    privateRow: bookingRow,
    newRow: bookingRow,
    patch: { status: 'declined', status_reason: 'matrix' },
    access: { anon: deny, authenticated: deny, admin: { ...deny, select: 'all', update: true }, service_role: full },
  },
  {
    table: 'notification_recipients',
    key: (row) => ({ id: row.id }),
    privateRow: () => ({ id: randomUUID(), email: `firm-${tag()}@example.com` }),
    newRow: () => ({ id: randomUUID(), email: `firm-${tag()}@example.com` }),
    patch: { active: false },
    access: { anon: deny, authenticated: deny, admin: full, service_role: full },
  },
  {
    table: 'outbox',
    key: (row) => ({ id: row.id }),
    // status 'failed' so the delivery function leaves these fixtures alone.
    privateRow: () => ({ id: randomUUID(), idempotency_key: `matrix:${tag()}`, kind: 'test', status: 'failed' }),
    newRow: () => ({ id: randomUUID(), idempotency_key: `matrix:${tag()}`, kind: 'test', status: 'failed' }),
    patch: { status: 'sent' },
    access: { anon: deny, authenticated: deny, admin: { ...deny, select: 'all' }, service_role: full },
  },
  {
    table: 'site_updates',
    key: (row) => ({ id: row.id }),
    // status 'done' so no sweep or job picks these fixtures up.
    privateRow: () => ({ id: 900000 + Math.floor(Math.random() * 90000), post_id: MATRIX_POST, reason: 'changed', status: 'done' }),
    newRow: () => ({ id: 800000 + Math.floor(Math.random() * 90000), post_id: MATRIX_POST, reason: 'changed', status: 'done' }),
    patch: { status: 'failed' },
    access: { anon: deny, authenticated: deny, admin: { ...deny, select: 'all' }, service_role: full },
  },
  // Issue #47: the pages' figures and errors, written only by report_client_telemetry() (service role,
  // through the client-telemetry function; test/security/client-telemetry.test.ts), read by admins.
  {
    table: 'web_vital_reports',
    key: (row) => ({ target: row.target }),
    privateRow: () => ({
      page_path: '/',
      page_group: '/',
      language: 'es',
      device: 'desktop',
      connection: '4g',
      metric: 'LCP',
      value: 1,
      target: `matrix-${tag()}`,
    }),
    newRow: () => ({
      page_path: '/',
      page_group: '/',
      language: 'es',
      device: 'desktop',
      connection: '4g',
      metric: 'LCP',
      value: 1,
      target: `matrix-${tag()}`,
    }),
    patch: { value: 2 },
    access: { anon: deny, authenticated: deny, admin: { ...deny, select: 'all' }, service_role: full },
  },
  {
    table: 'web_vital_days',
    key: (row) => ({ day: row.day, page_group: row.page_group, language: row.language, device: row.device, metric: row.metric }),
    privateRow: () => ({ day: '2000-01-01', page_group: `/matrix-${tag()}`, language: 'es', device: 'desktop', metric: 'LCP', samples: 1, p75: 1, vals: [1] }),
    newRow: () => ({ day: '2000-01-01', page_group: `/matrix-${tag()}`, language: 'es', device: 'desktop', metric: 'LCP', samples: 1, p75: 1, vals: [1] }),
    patch: { samples: 2 },
    access: { anon: deny, authenticated: deny, admin: { ...deny, select: 'all' }, service_role: full },
  },
  {
    table: 'web_vital_slowest',
    key: (row) => ({ day: row.day, rank: row.rank }),
    privateRow: () => ({ day: '2000-01-01', rank: 900000 + Math.floor(Math.random() * 90000), page_path: '/', language: 'es', device: 'desktop', value: 1 }),
    newRow: () => ({ day: '2000-01-01', rank: 800000 + Math.floor(Math.random() * 90000), page_path: '/', language: 'es', device: 'desktop', value: 1 }),
    patch: { value: 2 },
    access: { anon: deny, authenticated: deny, admin: { ...deny, select: 'all' }, service_role: full },
  },
  {
    table: 'client_errors',
    key: (row) => ({ id: row.id }),
    privateRow: () => ({ id: randomUUID(), fingerprint: `matrix-${tag()}`, kind: 'error', message: 'Matrix', last_path: '/', language: 'es' }),
    newRow: () => ({ id: randomUUID(), fingerprint: `matrix-${tag()}`, kind: 'error', message: 'Matrix', last_path: '/', language: 'es' }),
    patch: { occurrences: 99 },
    // Admins remove an error they fixed.
    access: { anon: deny, authenticated: deny, admin: { ...deny, select: 'all', delete: true }, service_role: full },
  },
  {
    table: 'client_error_hours',
    key: (row) => ({ error_id: row.error_id, hour: row.hour }),
    privateRow: () => ({ error_id: MATRIX_CLIENT_ERROR, hour: randomHour(), hits: 1 }),
    newRow: () => ({ error_id: MATRIX_CLIENT_ERROR, hour: randomHour(), hits: 1 }),
    patch: { hits: 99 },
    // What the rise alert is measured against: only report_client_telemetry() counts.
    access: { anon: deny, authenticated: deny, admin: { ...deny, select: 'all' }, service_role: full },
  },
  {
    table: 'telemetry_rate',
    key: (row) => ({ address_hash: row.address_hash, window_start: row.window_start }),
    privateRow: () => ({ address_hash: `matrix-${tag()}`, window_start: '2000-01-01T00:00:00+00:00', reports: 1 }),
    newRow: () => ({ address_hash: `matrix-${tag()}`, window_start: '2000-01-01T00:00:00+00:00', reports: 1 }),
    patch: { reports: 2 },
    access: { anon: deny, authenticated: deny, admin: deny, service_role: full },
  },
  {
    table: 'telemetry_settings',
    key: (row) => ({ id: row.id }),
    privateRow: () => ({ id: true, reports_per_address_per_minute: 30 }),
    newRow: () => ({ id: true, reports_per_address_per_minute: 30 }),
    patch: { reports_per_address_per_minute: 31 },
    restore: async (service) => {
      const { error } = await service.from('telemetry_settings').upsert({ id: true, reports_per_address_per_minute: 30 });
      if (error) throw error;
    },
    // The address salt is in this row: no one but the service role reads it, admins included.
    access: { anon: deny, authenticated: deny, admin: deny, service_role: full },
  },
  {
    table: 'intake_log',
    key: (row) => ({ id: row.id }),
    privateRow: () => ({ id: 900000 + Math.floor(Math.random() * 90000), kind: 'contact', email_hash: 'e', address_hash: 'a' }),
    newRow: () => ({ id: 800000 + Math.floor(Math.random() * 90000), kind: 'contact', email_hash: 'e', address_hash: 'a' }),
    patch: { kind: 'substitution' },
    access: { anon: deny, authenticated: deny, admin: deny, service_role: full },
  },
  {
    table: 'stats_realtime',
    key: (row) => ({ id: row.id }),
    privateRow: () => ({ id: 900000 + Math.floor(Math.random() * 90000), web_visitors: 7 }),
    newRow: () => ({ id: 800000 + Math.floor(Math.random() * 90000), web_visitors: 1 }),
    patch: { web_visitors: 999999 },
    access: {
      anon: deny,
      authenticated: deny,
      admin: { ...deny, select: 'all' },
      service_role: full,
    },
  },
  {
    table: 'contact_requests',
    key: (row) => ({ email: row.email }),
    privateRow: contactRow,
    newRow: contactRow,
    patch: { status: 'in_progress' },
    access: requests,
  },
  {
    table: 'substitution_requests',
    key: (row) => ({ email: row.email }),
    privateRow: substitutionRow,
    newRow: substitutionRow,
    patch: { status: 'accepted' },
    access: requests,
  },
];

/** An admin signed in by e-mail code (test/helpers.ts codeSessionClient) is anyone signed in: no more. */
type MatrixRole = Role | 'adminByCode';
const roles: MatrixRole[] = ['anon', 'authenticated', 'admin', 'adminByCode', 'service_role'];
const accessOf = (spec: TableSpec, role: MatrixRole) => spec.access[role === 'adminByCode' ? 'authenticated' : role];
let clients: Record<MatrixRole, SupabaseClient>;
let service: SupabaseClient;

beforeAll(async () => {
  service = serviceClient();
  const { error } = await service.from('blog_posts').upsert([
    { id: MATRIX_POST, title: 'Matriz', slug: `matriz-${tag()}`, status: 'published' },
    { id: MATRIX_UNPUBLISHED_POST, title: 'Retirado', slug: `retirado-${tag()}`, status: 'unpublished' },
  ]);
  if (error) throw error;
  const { error: clientErrorError } = await service
    .from('client_errors')
    .upsert({ id: MATRIX_CLIENT_ERROR, fingerprint: `matrix-hours-${tag()}`, kind: 'error', message: 'Matrix hours', last_path: '/', language: 'es' });
  if (clientErrorError) throw clientErrorError;
  const user = await createUser();
  const admin = await createUser({ admin: true });
  clients = {
    anon: anonClient(),
    authenticated: await signedInClient(user.email, user.password),
    admin: await signedInClient(admin.email, admin.password),
    // Inside the onboarding window, with no factor yet: what finding 1 of #46 opened.
    adminByCode: await codeSessionClient(admin),
    service_role: service,
  };
});

afterAll(async () => {
  for (const spec of specs) await spec.restore?.(service);
  await service.from('blog_posts').delete().in('id', [MATRIX_POST, MATRIX_UNPUBLISHED_POST]);
  await service.from('client_errors').delete().eq('id', MATRIX_CLIENT_ERROR);
});

async function serviceInsert(table: string, row: Row) {
  const { error } = await service.from(table).upsert(row);
  if (error) throw new Error(`fixture insert into ${table}: ${error.message}`);
}

async function serviceFind(spec: TableSpec, row: Row) {
  const { data, error } = await service.from(spec.table).select('*').match(spec.key(row));
  if (error) throw error;
  return data ?? [];
}

async function serviceDelete(spec: TableSpec, row: Row) {
  const { error } = await service.from(spec.table).delete().match(spec.key(row));
  if (error) throw error;
}

describe.each(specs.map((spec) => ({ ...spec, label: spec.label ?? spec.table })))('$label', (spec) => {
  describe.each(roles)('as %s', (role) => {
    const expected = accessOf(spec, role);

    it(`select → ${expected.select}`, async () => {
      const pub = spec.publicRow?.();
      const priv = spec.privateRow?.();
      if (pub) await serviceInsert(spec.table, pub);
      if (priv) await serviceInsert(spec.table, priv);
      try {
        const { data, error } = await clients[role].from(spec.table).select('*');
        const rows = error ? [] : (data ?? []);
        const sees = (row: Row) => rows.some((candidate) => Object.entries(spec.key(row)).every(([k, v]) => String(candidate[k]) === String(v)));
        if (expected.select === 'none') {
          expect(rows.length, `${role} must not read ${spec.table}`).toBe(0);
        } else {
          if (pub) expect(sees(pub), `${role} sees the public row`).toBe(true);
          if (priv) expect(sees(priv), `${role} sees the private row`).toBe(expected.select === 'all');
          if (!pub && priv) expect(sees(priv)).toBe(true);
        }
      } finally {
        if (pub) await serviceDelete(spec, pub);
        if (priv) await serviceDelete(spec, priv);
      }
    });

    it(`insert → ${expected.insert ? 'allowed' : 'refused'}`, async () => {
      const row = spec.newRow();
      await serviceDelete(spec, row);
      try {
        // No .select(): PostgREST answers with Prefer return=minimal, which insert-only roles need.
        const { error } = await clients[role].from(spec.table).insert(row);
        const stored = await serviceFind(spec, row);
        if (expected.insert) {
          expect(error, error?.message).toBeNull();
          expect(stored).toHaveLength(1);
        } else {
          expect(error, `${role} insert into ${spec.table} must be refused`).not.toBeNull();
          expect(['42501', '401', '403']).toContain(error!.code);
          expect(stored).toHaveLength(0);
        }
      } finally {
        await serviceDelete(spec, row);
      }
    });

    it(`update → ${expected.update ? 'allowed' : 'refused'}`, async () => {
      const row = spec.privateRow?.() ?? spec.publicRow!();
      await serviceInsert(spec.table, row);
      try {
        const { error } = await clients[role].from(spec.table).update(spec.patch).match(spec.key(row));
        const [stored] = await serviceFind(spec, row);
        const changed = Object.entries(spec.patch).every(([k, v]) => String(stored[k]) === String(v));
        expect(changed, `${role} update of ${spec.table}: ${error?.message ?? 'no error'}`).toBe(expected.update);
        if (expected.update) expect(error).toBeNull();
      } finally {
        await serviceDelete(spec, row);
      }
    });

    it(`delete → ${expected.delete ? 'allowed' : 'refused'}`, async () => {
      const row = spec.privateRow?.() ?? spec.publicRow!();
      await serviceInsert(spec.table, row);
      try {
        const { error } = await clients[role].from(spec.table).delete().match(spec.key(row));
        const stored = await serviceFind(spec, row);
        expect(stored.length === 0, `${role} delete from ${spec.table}: ${error?.message ?? 'no error'}`).toBe(expected.delete);
      } finally {
        await serviceDelete(spec, row);
      }
    });
  });
});

describe('public read of visible rows also works when they are the only ones', () => {
  it('anon reads active languages ordered by name, as the site does', async () => {
    const { data, error } = await anonClient().from('language_settings').select('*').eq('is_active', true).order('language_name');
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(0);
  });
});

describe('the RPC that writes counters', () => {
  it('is callable by every role', async () => {
    for (const role of roles) {
      const { error } = await clients[role].rpc('record_visit', { kind: 'web', is_unique: false });
      expect(error, `${role}: ${error?.message}`).toBeNull();
    }
  });
});

// The client area (supabase/migrations/20261128100000_client_area.sql): every table × {anon, client A,
// client A signed in again without their second step, client B, admin without aal2, admin,
// service_role} × {select, insert, update, delete}, on a matter of client A. Client B, guessing the
// matter's ids, must get nothing; audit rows change for nobody. Client A has two-step sign-in on
// (20261129100000_client_two_step.sql): their aal2 session is client A, their aal1 session nobody.
describe('client area', () => {
  type ClientRole = 'anon' | 'clientA' | 'clientAal1' | 'clientB' | 'adminAal1' | 'adminByCode' | 'admin' | 'service_role';
  const clientRoles: ClientRole[] = ['anon', 'clientA', 'clientAal1', 'clientB', 'adminAal1', 'adminByCode', 'admin', 'service_role'];
  const byRole: Partial<Record<ClientRole, SupabaseClient>> = {};
  const ids = { clientA: '', clientB: '', matter: '', letter: '' };

  /** Cells: which roles may do it (service_role included where it may). */
  interface ClientTable {
    table: string;
    key: (row: Row) => Row;
    /** A row on client A's matter (the fixture the roles read, change and delete). */
    row: () => Row;
    patch: Row;
    select: ClientRole[];
    insert: ClientRole[];
    update: ClientRole[];
    delete: ClientRole[];
  }
  const firm: ClientRole[] = ['admin', 'service_role'];
  const matterReaders: ClientRole[] = ['clientA', 'admin', 'service_role'];
  const sha = 'a'.repeat(64);

  const tables: ClientTable[] = [
    {
      table: 'clients',
      key: (row) => ({ id: row.id }),
      row: () => ({ id: randomUUID(), email: `matrix-client-${tag()}@example.org`, full_name: 'Matriz', language: 'en' }),
      patch: { full_name: 'Cambiado' },
      // Client A sees only their own row (checked below); this fixture belongs to nobody.
      select: firm,
      insert: ['service_role'],
      update: firm,
      delete: ['service_role'],
    },
    {
      table: 'matters',
      key: (row) => ({ id: row.id }),
      row: () => ({ id: randomUUID(), client_id: ids.clientA, title: `Asunto ${tag()}`, practice_area: 'family' }),
      patch: { next_step: 'Vista' },
      select: matterReaders,
      insert: firm,
      update: firm,
      delete: firm,
    },
    {
      table: 'matter_updates',
      key: (row) => ({ id: row.id }),
      row: () => ({ id: randomUUID(), matter_id: ids.matter, body: `Update ${tag()}` }),
      patch: { body: 'Changed' },
      select: matterReaders,
      insert: firm,
      update: ['service_role'],
      delete: firm,
    },
    {
      table: 'engagement_templates',
      key: (row) => ({ language: row.language }),
      row: () => ({ language: 'ru', body: 'Шаблон' }),
      patch: { body: 'Новый шаблон' },
      select: firm,
      insert: firm,
      update: firm,
      delete: ['service_role'],
    },
    {
      table: 'engagement_letters',
      key: (row) => ({ id: row.id }),
      row: () => ({ id: randomUUID(), matter_id: ids.matter, version: 0, language: 'en', body: `Terms ${tag()}` }),
      patch: { body: 'Other terms' },
      select: matterReaders,
      insert: firm,
      update: [], // versions are never edited, not even with the service role
      delete: ['service_role'],
    },
    {
      table: 'engagement_acceptances',
      key: (row) => ({ id: row.id }),
      row: () => ({ id: randomUUID(), letter_id: ids.letter, matter_id: ids.matter, user_id: randomUUID(), client_address: '192.0.2.1', text_sha256: sha }),
      patch: { client_address: '198.51.100.7' },
      select: matterReaders,
      insert: ['service_role'],
      update: [],
      delete: [],
    },
    {
      table: 'document_requests',
      key: (row) => ({ id: row.id }),
      row: () => ({ id: randomUUID(), matter_id: ids.matter, title: `Pasaporte ${tag()}` }),
      patch: { status: 'cancelled' },
      select: matterReaders,
      insert: firm,
      update: firm,
      delete: firm,
    },
    {
      table: 'matter_documents',
      key: (row) => ({ id: row.id }),
      row: () => ({
        id: randomUUID(),
        matter_id: ids.matter,
        storage_path: `${ids.matter}/${tag()}.pdf`,
        file_name: 'a.pdf',
        mime_type: 'application/pdf',
        size_bytes: 10,
      }),
      patch: { file_name: 'b.pdf' },
      select: matterReaders,
      insert: firm,
      update: ['service_role'],
      delete: firm,
    },
    {
      table: 'document_access_log',
      key: (row) => ({ document_id: row.document_id }),
      row: () => ({ document_id: randomUUID(), matter_id: ids.matter, file_name: 'a.pdf', user_id: randomUUID(), by_firm: true }),
      patch: { file_name: 'nothing-happened.pdf' },
      select: firm,
      insert: ['service_role'],
      update: [],
      delete: [],
    },
    {
      table: 'matter_messages',
      key: (row) => ({ id: row.id }),
      row: () => ({ id: randomUUID(), matter_id: ids.matter, body: `Hola ${tag()}` }),
      patch: { body: 'Edited' },
      select: matterReaders,
      insert: ['clientA', 'admin', 'service_role'],
      update: ['service_role'],
      delete: ['service_role'],
    },
  ];

  async function fixture(table: string, row: Row) {
    const { error } = await service.from(table).insert(row);
    if (error) throw new Error(`fixture insert into ${table}: ${error.message}`);
  }
  async function stored(spec: ClientTable, row: Row) {
    const { data, error } = await service.from(spec.table).select('*').match(spec.key(row));
    if (error) throw error;
    return data ?? [];
  }
  const tidy = (spec: ClientTable, row: Row) => service.from(spec.table).delete().match(spec.key(row));
  /** An acceptance can never be removed and there is one per letter: each case accepts a letter of its own. */
  async function prepare(spec: ClientTable): Promise<Row> {
    const row = spec.row();
    if (spec.table === 'engagement_acceptances') {
      row.letter_id = randomUUID();
      await fixture('engagement_letters', { id: row.letter_id, matter_id: ids.matter, version: 0, language: 'en', body: `Terms ${tag()}` });
    }
    return row;
  }
  let seededTemplate: Row | undefined;

  beforeAll(async () => {
    const clientUser = async (name: 'clientA' | 'clientB') => {
      const user = await createUser();
      const { data, error } = await service.from('clients').insert({ user_id: user.id, email: user.email, full_name: name, language: 'en' }).select().single();
      if (error) throw error;
      ids[name] = data.id;
      byRole[name] = await signedInClient(user.email, user.password);
      return user;
    };
    const clientA = await clientUser('clientA');
    await clientUser('clientB');
    // Client A turns two-step sign-in on (their session becomes aal2), then signs in again without it.
    await verifyNewFactor(byRole.clientA!);
    byRole.clientAal1 = await signedInClient(clientA.email, clientA.password);
    const admin = await createUser({ admin: true });
    byRole.admin = await signedInClient(admin.email, admin.password);
    byRole.adminByCode = await codeSessionClient(admin);
    // An admin with a verified factor, signed in again with the password only: aal1, not admin.
    const mfaAdmin = await createUser({ admin: true });
    await verifyNewFactor(await signedInClient(mfaAdmin.email, mfaAdmin.password));
    byRole.adminAal1 = await signedInClient(mfaAdmin.email, mfaAdmin.password);
    byRole.anon = anonClient();
    byRole.service_role = service;
    ids.matter = randomUUID();
    await fixture('matters', { id: ids.matter, client_id: ids.clientA, title: 'Herencia en Dénia', practice_area: 'inheritance' });
    ids.letter = randomUUID();
    await fixture('engagement_letters', { id: ids.letter, matter_id: ids.matter, version: 0, language: 'en', body: 'The terms.' });
    // The templates' fixture is the Russian one: set the seeded text aside meanwhile.
    seededTemplate = (await service.from('engagement_templates').select('*').eq('language', 'ru').single()).data ?? undefined;
    await service.from('engagement_templates').delete().eq('language', 'ru');
  });

  afterAll(async () => {
    if (seededTemplate) await service.from('engagement_templates').upsert(seededTemplate);
  });

  describe.each(tables)('$table', (spec) => {
    describe.each(clientRoles)('as %s', (role) => {
      it(`select → ${spec.select.includes(role) ? 'sees it' : 'nothing'}`, async () => {
        const row = await prepare(spec);
        await fixture(spec.table, row);
        const { data } = await byRole[role]!.from(spec.table).select('*').match(spec.key(row));
        expect((data ?? []).length, `${role} reading ${spec.table}`).toBe(spec.select.includes(role) ? 1 : 0);
        await tidy(spec, row);
      });

      it(`insert → ${spec.insert.includes(role) ? 'allowed' : 'refused'}`, async () => {
        const row = await prepare(spec);
        const { error } = await byRole[role]!.from(spec.table).insert(row);
        const rows = await stored(spec, row);
        expect(rows.length, `${role} inserting into ${spec.table}: ${error?.message ?? 'no error'}`).toBe(spec.insert.includes(role) ? 1 : 0);
        await tidy(spec, row);
      });

      it(`update → ${spec.update.includes(role) ? 'allowed' : 'refused'}`, async () => {
        const row = await prepare(spec);
        await fixture(spec.table, row);
        await byRole[role]!.from(spec.table).update(spec.patch).match(spec.key(row));
        const [after] = await stored(spec, row);
        const changed = Object.entries(spec.patch).every(([k, v]) => String(after[k]) === String(v));
        expect(changed, `${role} updating ${spec.table}`).toBe(spec.update.includes(role));
        await tidy(spec, row);
      });

      it(`delete → ${spec.delete.includes(role) ? 'allowed' : 'refused'}`, async () => {
        const row = await prepare(spec);
        await fixture(spec.table, row);
        await byRole[role]!.from(spec.table).delete().match(spec.key(row));
        expect((await stored(spec, row)).length === 0, `${role} deleting from ${spec.table}`).toBe(spec.delete.includes(role));
        await tidy(spec, row);
      });
    });
  });

  it('a client reads their own client row only, and not without their second step', async () => {
    const { data: mine } = await byRole.clientA!.from('clients').select('id');
    expect(mine).toEqual([{ id: ids.clientA }]);
    expect((await byRole.clientAal1!.from('clients').select('id')).data).toEqual([]);
  });

  it.each(['clientB', 'clientAal1'] as const)('%s guessing client A’s ids gets nothing through REST and RPC', async (role) => {
    const b = byRole[role]!;
    expect((await b.from('matters').select('*').eq('id', ids.matter)).data).toEqual([]);
    expect((await b.from('engagement_letters').select('*').eq('matter_id', ids.matter)).data).toEqual([]);
    expect((await b.rpc('matter_bookings', { matter: ids.matter })).data).toEqual([]);
    const accept = await b.rpc('accept_engagement_letter', { letter: ids.letter, text_sha256: sha });
    expect(accept.error?.message).toBe('letter_not_found');
    const { data: doc } = await service
      .from('matter_documents')
      .insert({ matter_id: ids.matter, storage_path: `${ids.matter}/guess-${tag()}.pdf`, file_name: 'x.pdf', mime_type: 'application/pdf', size_bytes: 1 })
      .select()
      .single();
    expect((await b.rpc('open_matter_document', { document: doc!.id })).error?.message).toBe('document_not_found');
    expect((await byRole.clientA!.rpc('open_matter_document', { document: doc!.id })).data).toBe(doc!.storage_path);
    const { data: log } = await service.from('document_access_log').select('user_id, by_firm').eq('document_id', doc!.id);
    expect(log).toHaveLength(1);
    expect(log![0].by_firm).toBe(false);
  });

  // 20261130120000_client_area_limits.sql (#46, finding 8): a client uploads only against an open request
  // of their matter, and never reads the bucket directly: open-matter-document logs and signs for 60 s.
  it('storage: client A uploads against an open request of their matter and reads only through open-matter-document; client B, client A at aal1, the aal1 admin and anon get nothing', async () => {
    const { data: request } = await service
      .from('document_requests')
      .insert({ matter_id: ids.matter, title: `Matrix ${tag()}` })
      .select('id')
      .single();
    const path = `${ids.matter}/${request!.id}/${tag()}.pdf`;
    const pdf = new Blob([new TextEncoder().encode('%PDF-1.7\n%matrix\n')], { type: 'application/pdf' });
    const bucket = (role: ClientRole) => byRole[role]!.storage.from('client-documents');
    expect((await bucket('clientB').upload(`${ids.matter}/${request!.id}/${tag()}.pdf`, pdf)).error).not.toBeNull();
    expect((await bucket('anon').upload(`${ids.matter}/${request!.id}/${tag()}.pdf`, pdf)).error).not.toBeNull();
    expect((await bucket('clientAal1').upload(`${ids.matter}/${request!.id}/${tag()}.pdf`, pdf)).error).not.toBeNull();
    expect((await bucket('clientA').upload(`${ids.matter}/${tag()}.pdf`, pdf)).error, 'not against a request').not.toBeNull();
    expect((await bucket('clientA').upload(path, pdf)).error).toBeNull();
    // Client A cannot read the bucket either: no download, no signed URL, no listing.
    expect((await bucket('clientA').download(path)).error).not.toBeNull();
    expect((await bucket('clientA').createSignedUrl(path, 60)).error).not.toBeNull();
    expect((await bucket('clientA').list(ids.matter)).data ?? []).toEqual([]);
    const { data: doc } = await service
      .from('matter_documents')
      .insert({ matter_id: ids.matter, storage_path: path, file_name: 'matrix.pdf', mime_type: 'application/pdf', size_bytes: 17 })
      .select('id')
      .single();
    const opened = await byRole.clientA!.functions.invoke<{ signedUrl: string }>('open-matter-document', { body: { document: doc!.id } });
    expect(opened.error).toBeNull();
    const response = await fetch(opened.data!.signedUrl);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('%matrix');
    const tampered = opened.data!.signedUrl.replace(ids.matter, randomUUID());
    expect((await fetch(tampered)).status).toBe(400);
    const { data: log } = await service.from('document_access_log').select('by_firm').eq('document_id', doc!.id);
    expect(log).toEqual([{ by_firm: false }]);
    for (const role of ['clientB', 'clientAal1', 'adminAal1', 'anon'] as const) {
      expect((await bucket(role).download(path)).error, `${role} download`).not.toBeNull();
      expect((await bucket(role).createSignedUrl(path, 60)).error, `${role} signed URL`).not.toBeNull();
      expect((await bucket(role).list(ids.matter)).data ?? [], `${role} list`).toEqual([]);
      expect((await byRole[role]!.functions.invoke('open-matter-document', { body: { document: doc!.id } })).data, `${role} open`).toBeNull();
    }
    expect((await service.from('document_access_log').select('by_firm').eq('document_id', doc!.id)).data).toHaveLength(1);
    expect((await bucket('admin').createSignedUrl(path, 60)).error).toBeNull();
    expect((await bucket('clientA').remove([path])).data).toEqual([]);
    expect((await bucket('admin').download(path)).error).toBeNull();
    expect((await bucket('admin').remove([path])).data).toHaveLength(1);
  });
});
