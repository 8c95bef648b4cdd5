// Issue #47 (3, 4): the pages' Core Web Vitals and client errors (supabase/migrations/*_client_telemetry.sql)
// arrive only through the client-telemetry Edge Function (service role, vouching for the visitor's
// address): validated, size-limited, rate-limited per address also under parallel requests, stored
// without anything personal, readable by admins only, rolled up per day, and a new error (or a sudden
// rise) queues one e-mail to the technical contact.
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_ANON_KEY } from '../../keys.mjs';
import { startMailCatcher, type MailCatcher } from '../../src/mail/catcher.ts';
import { REPO_DIR } from '../../src/paths.ts';
import { anonClient, createUser, serviceClient, signedInClient, url } from '../helpers.ts';

const address = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}-${randomUUID().slice(0, 6)}`;
const page = (extra: Record<string, unknown> = {}) => ({ path: '/en/contact', language: 'en', device: 'mobile', connection: '4g', ...extra });

/** As the page sends it: sendBeacon's text/plain body, the anon key in the URL (the local gateway asks for one). */
const beacon = (body: string, from = address()) =>
  fetch(`${url()}/functions/v1/client-telemetry?apikey=${LOCAL_ANON_KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'x-forwarded-for': from },
    body,
  });

const asFunction = (report: unknown, from = address()) => serviceClient().rpc('report_client_telemetry', { report }).setHeader('x-intake-client-address', from);

const settings = (values: Record<string, number>) => serviceClient().from('telemetry_settings').update(values).eq('id', true).throwOnError();

let admin: Awaited<ReturnType<typeof signedInClient>>;
let catcher: MailCatcher | undefined;

beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: inject('mailSmtpPort'), httpPort: inject('mailHttpPort') });
  const user = await createUser({ admin: true });
  admin = await signedInClient(user.email, user.password);
});

afterAll(async () => {
  await catcher?.close();
  await settings({ reports_per_address_per_minute: 30, max_alerts_per_day: 10, rise_min_hits: 20 });
});

describe('client-telemetry endpoint', () => {
  it('stores a report sent as a beacon: path, language, device class, connection, metric and attribution only', async () => {
    const target = `main>h1.t-${randomUUID().slice(0, 8)}`;
    const response = await beacon(JSON.stringify(page({ vitals: [{ name: 'LCP', value: 2100.5, rating: 'good', target, detail: '/img/hero.avif' }] })));
    expect(response.status).toBe(204);
    const { data } = await serviceClient().from('web_vital_reports').select('*').eq('target', target).throwOnError();
    expect(data).toHaveLength(1);
    const { id, recorded_at, ...stored } = data![0];
    expect(typeof id).toBe('number');
    expect(typeof recorded_at).toBe('string');
    expect(stored).toEqual({
      page_path: '/en/contact',
      page_group: '/contact',
      language: 'en',
      device: 'mobile',
      connection: '4g',
      metric: 'LCP',
      value: 2100.5,
      rating: 'good',
      target,
      detail: '/img/hero.avif',
    });
  });

  it('refuses malformed reports, each field checked', async () => {
    const bad = [
      page({ path: '/en/contact?email=ana@example.com' }),
      page({ path: 'https://example.com/' }),
      page({ language: 'xx' }),
      page({ device: 'fridge' }),
      page({ connection: '6g' }),
      page({ vitals: [{ name: 'FID', value: 10 }] }),
      page({ vitals: [{ name: 'LCP', value: '10' }] }),
      page({ vitals: [{ name: 'LCP', value: -1 }] }),
      page({ vitals: [{ name: 'CLS', value: 1000 }] }),
      page({ vitals: [{ name: 'INP', value: 10, target: 'x'.repeat(301) }] }),
      page({ vitals: Array.from({ length: 21 }, () => ({ name: 'CLS', value: 0.1 })) }),
      page({ errors: [{ kind: 'panic', message: 'x' }] }),
      page({ errors: [{ kind: 'error', message: '' }] }),
      page({ errors: [{ kind: 'error', message: 'x'.repeat(501) }] }),
      page({ errors: 'nope' }),
    ];
    for (const report of bad) {
      const { error, status } = await asFunction(report);
      expect([status, error?.message], JSON.stringify(report).slice(0, 120)).toEqual([400, 'telemetry_bad_request']);
    }
    const response = await beacon('{"path":');
    expect([response.status, await response.json()]).toEqual([400, { message: 'telemetry_bad_request' }]);
  });

  it('refuses an oversized report: 413 at the function, and in the database as well', async () => {
    const padding = 'x'.repeat(17 * 1024);
    const response = await beacon(JSON.stringify(page({ padding })));
    expect([response.status, await response.json()]).toEqual([413, { message: 'telemetry_too_large' }]);
    const { error, status } = await asFunction(page({ padding }));
    expect([status, error?.message]).toEqual([413, 'telemetry_too_large']);
  });

  it('cannot be called around the function: anon and signed-in users may not run report_client_telemetry', async () => {
    const { error } = await anonClient().rpc('report_client_telemetry', { report: page() });
    expect(error).not.toBeNull();
    const { error: adminError } = await admin.rpc('report_client_telemetry', { report: page() });
    expect(adminError).not.toBeNull();
  });

  it('holds the per-address limit under 40 parallel reports: exactly the limit gets through', async () => {
    await settings({ reports_per_address_per_minute: 12 });
    // One minute window: do not start in its last seconds.
    while (new Date().getUTCSeconds() > 45) await new Promise((resolve) => setTimeout(resolve, 1000));
    const from = address();
    const marker = `burst-${randomUUID().slice(0, 8)}`;
    const answers = await Promise.all(Array.from({ length: 40 }, () => asFunction(page({ vitals: [{ name: 'CLS', value: 0.01, target: marker }] }), from)));
    const codes = answers.map((answer) => answer.error?.message ?? 'ok');
    expect(codes.filter((code) => code === 'ok')).toHaveLength(12);
    expect(codes.filter((code) => code === 'telemetry_rate_limited')).toHaveLength(28);
    const { count } = await serviceClient().from('web_vital_reports').select('id', { count: 'exact', head: true }).eq('target', marker);
    expect(count).toBe(12);
    // Another address is not held back; the limit's row keeps a salted hash, never the address.
    expect((await asFunction(page(), address())).error).toBeNull();
    const { data: rate } = await serviceClient().from('telemetry_rate').select('address_hash').throwOnError();
    expect(rate!.map((row) => row.address_hash)).not.toContain(from);
    expect(rate!.map((row) => row.address_hash)).not.toContain(createHash('md5').update(from).digest('hex'));
    await settings({ reports_per_address_per_minute: 30 });
  });
});

describe('client errors', () => {
  it('are deduplicated by message and stack, counted, and a new one queues one e-mail to the technical contact', async () => {
    const message = `TypeError: x is undefined ${randomUUID()}`;
    const error = { kind: 'error', message, stack: 'at f (https://www.example.es/static/js/main.js:1:10)' };
    for (let i = 0; i < 3; i++) expect((await asFunction(page({ errors: [error] }))).error).toBeNull();
    expect((await asFunction(page({ errors: [{ ...error, stack: 'another stack' }] }))).error).toBeNull();
    const { data } = await admin.from('client_errors').select('*').eq('message', message).order('occurrences', { ascending: false }).throwOnError();
    expect(data!.map((row) => row.occurrences)).toEqual([3, 1]);
    expect(data![0].first_seen <= data![0].last_seen).toBe(true);
    const { data: mails } = await serviceClient()
      .from('outbox')
      .select('kind, recipients, payload')
      .eq('kind', 'client_error_alert')
      .eq('payload->>message', message)
      .throwOnError();
    // One per distinct error, not per occurrence; no recipient: the function sends it to FIRM.technicalEmail.
    expect(mails).toHaveLength(2);
    expect(mails!.every((mail) => mail.recipients === null && mail.payload.reason === 'new')).toBe(true);
  });

  it('the alert reaches the technical contact’s inbox through the outbox and deliver-outbox', async () => {
    const technical = JSON.parse(readFileSync(join(REPO_DIR, 'supabase/functions/_shared/site-data.json'), 'utf8')).firm.technicalEmail as string;
    const message = `ReferenceError: mailed ${randomUUID()}`;
    expect((await asFunction(page({ errors: [{ kind: 'error', message }] }))).error).toBeNull();
    const inbox = `http://127.0.0.1:${inject('mailHttpPort')}`;
    const deadline = Date.now() + 30_000;
    let mail: { Subject: string; Text: string } | undefined;
    while (!mail && Date.now() < deadline) {
      const search = await fetch(`${inbox}/api/v1/search?query=${encodeURIComponent(`to:${technical}`)}`);
      for (const { ID } of ((await search.json()) as { messages: Array<{ ID: string }> }).messages) {
        const candidate = (await (await fetch(`${inbox}/api/v1/message/${ID}`)).json()) as { Subject: string; Text: string };
        if (candidate.Text.includes(message)) mail = candidate;
      }
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(mail?.Subject).toBe('Nuevo error en la web');
    expect(mail?.Text).toContain('/en/contact');
  });

  it('a sudden rise queues one more e-mail, once', async () => {
    await settings({ rise_min_hits: 5 });
    const message = `Rising ${randomUUID()}`;
    for (let i = 0; i < 8; i++) expect((await asFunction(page({ errors: [{ kind: 'rejection', message }] }))).error).toBeNull();
    const { data: mails } = await serviceClient()
      .from('outbox')
      .select('payload')
      .eq('kind', 'client_error_alert')
      .eq('payload->>message', message)
      .throwOnError();
    expect(mails!.map((mail) => mail.payload.reason).sort()).toEqual(['new', 'rise']);
    await settings({ rise_min_hits: 20 });
  });

  it('stops mailing once the day’s allowance is spent (a flood of invented errors is no mail cannon)', async () => {
    const { count: before } = await serviceClient()
      .from('outbox')
      .select('id', { count: 'exact', head: true })
      .eq('kind', 'client_error_alert')
      .gt('created_at', new Date(Date.now() - 86_400_000).toISOString());
    await settings({ max_alerts_per_day: (before ?? 0) + 2 });
    const tag = randomUUID();
    await Promise.all(Array.from({ length: 6 }, (_, i) => asFunction(page({ errors: [{ kind: 'remote', message: `flood ${tag} ${i}` }] }))));
    const { count } = await serviceClient().from('client_errors').select('id', { count: 'exact', head: true }).like('message', `flood ${tag}%`);
    expect(count).toBe(6); // all listed in the admin
    const { count: mailed } = await serviceClient().from('outbox').select('id', { count: 'exact', head: true }).like('payload->>message', `flood ${tag}%`);
    expect(mailed).toBe(2);
  });
});

describe('access (RLS) and the daily rollup', () => {
  it('anon and signed-in non-admins read none of the raw or rolled-up rows; admins read them; nobody writes directly', async () => {
    const user = await createUser();
    const someone = await signedInClient(user.email, user.password);
    for (const table of [
      'web_vital_reports',
      'web_vital_days',
      'web_vital_slowest',
      'client_errors',
      'client_error_hours',
      'telemetry_rate',
      'telemetry_settings',
    ]) {
      for (const [label, reader] of [
        ['anon', anonClient()],
        ['authenticated', someone],
      ] as const) {
        const { data } = await reader.from(table).select('*').limit(1);
        expect(data ?? [], `${label} ${table}`).toEqual([]);
      }
    }
    for (const table of ['web_vital_reports', 'client_errors']) {
      expect((await admin.from(table).select('*').limit(1)).data, `admin ${table}`).toHaveLength(1);
    }
    // Settings and the limit's hashes are the owner's alone, admins included.
    expect((await admin.from('telemetry_settings').select('*')).data ?? []).toEqual([]);
    expect((await admin.from('telemetry_rate').select('*')).data ?? []).toEqual([]);
    const fake = { page_path: '/', page_group: '/', language: 'es', device: 'desktop', connection: '4g', metric: 'LCP', value: 1 };
    for (const writer of [anonClient(), someone, admin]) {
      expect((await writer.from('web_vital_reports').insert(fake)).error).not.toBeNull();
      expect(
        (await writer.from('client_errors').insert({ fingerprint: randomUUID(), kind: 'error', message: 'm', last_path: '/', language: 'es' })).error,
      ).not.toBeNull();
    }
    expect((await someone.from('client_errors').update({ occurrences: 0 }).neq('kind', 'x').select()).data ?? []).toEqual([]);
    expect((await admin.from('client_errors').update({ occurrences: 0 }).neq('kind', 'x')).error).not.toBeNull();
  });

  it('an admin removes a fixed error; others cannot', async () => {
    const message = `Fixed ${randomUUID()}`;
    await asFunction(page({ errors: [{ kind: 'hydration', message }] }));
    const user = await createUser();
    const someone = await signedInClient(user.email, user.password);
    await someone.from('client_errors').delete().eq('message', message);
    await anonClient().from('client_errors').delete().eq('message', message);
    expect((await serviceClient().from('client_errors').select('id').eq('message', message)).data).toHaveLength(1);
    await admin.from('client_errors').delete().eq('message', message).throwOnError();
    expect((await serviceClient().from('client_errors').select('id').eq('message', message)).data).toEqual([]);
  });

  it('rolls a day up per page group, language, device and metric; the 28-day p75 and the slowest interactions follow', async () => {
    const language = 'ru';
    const path = `/ru/rollup-${randomUUID().slice(0, 8)}`;
    const values = [100, 200, 300, 400, 500, 600, 700, 800];
    for (const value of values) {
      expect(
        (
          await asFunction({
            path,
            language,
            device: 'desktop',
            connection: '4g',
            vitals: [{ name: 'INP', value, target: `button#b${value}`, detail: 'pointer' }],
          })
        ).error,
      ).toBeNull();
    }
    expect((await anonClient().rpc('rollup_web_vitals', { for_day: new Date().toISOString().slice(0, 10) })).error).not.toBeNull();
    expect((await admin.rpc('rollup_client_telemetry')).error).not.toBeNull();
    await serviceClient().rpc('rollup_client_telemetry').throwOnError();
    await serviceClient().rpc('rollup_client_telemetry').throwOnError(); // twice: same rows
    const group = `/${path.split('/')[2]}`;
    const { data: days } = await admin.from('web_vital_days').select('samples, p75, metric').eq('page_group', group).throwOnError();
    expect(days).toEqual([{ samples: 8, p75: 625, metric: 'INP' }]);
    const { data: p75 } = await admin.rpc('web_vitals_p75', { days: 28 }).throwOnError();
    expect((p75 as Array<Record<string, unknown>>).filter((row) => row.page_group === group)).toEqual([
      { page_group: group, language, metric: 'INP', samples: 8, p75: 625 },
    ]);
    expect((await anonClient().rpc('web_vitals_p75', { days: 28 })).data ?? []).toEqual([]);
    const { data: slowest } = await admin
      .from('web_vital_slowest')
      .select('page_path, value, target')
      .eq('page_path', path)
      .order('value', { ascending: false })
      .throwOnError();
    expect(slowest![0]).toEqual({ page_path: path, value: 800, target: 'button#b800' });
  });

  it("gives the dashboard one p75 per metric over the whole site: every sample's, not a percentile of the groups' percentiles", async () => {
    // Two groups of very different sizes: the site's p75 lies in the big one's range, where an average
    // (or a percentile) of the two groups' p75s would not.
    const run = randomUUID().slice(0, 8);
    const reports = [
      ...[10, 20, 30, 40, 50, 60, 70, 80, 90].map((value) => ({ path: `/en/site-a-${run}`, value })),
      { path: `/en/site-b-${run}`, value: 9000 },
    ];
    for (const { path, value } of reports) {
      expect((await asFunction({ ...page({ path }), vitals: [{ name: 'TTFB', value }] })).error).toBeNull();
    }
    await serviceClient().rpc('rollup_client_telemetry').throwOnError();
    // By hand: PostgreSQL's percentile_cont (interpolated, as CrUX) over every kept sample of the window.
    const since = new Date(Date.now() - 27 * 86_400_000).toISOString().slice(0, 10);
    const { data: days } = await serviceClient().from('web_vital_days').select('vals').eq('metric', 'TTFB').gte('day', since).throwOnError();
    const values = days!.flatMap((row) => row.vals).sort((a, b) => a - b);
    const rank = 0.75 * (values.length - 1);
    const expected = values[Math.floor(rank)] + (rank % 1) * (values[Math.ceil(rank)] - values[Math.floor(rank)]);
    const { data: site } = await admin.rpc('web_vitals_site_p75', { days: 28 }).throwOnError();
    const ttfb = (site as Array<{ metric: string; samples: number; p75: number }>).find((row) => row.metric === 'TTFB');
    expect(ttfb).toEqual({ metric: 'TTFB', samples: values.length, p75: expected });
    expect(values.length).toBeGreaterThanOrEqual(10);
    expect(expected).toBeLessThan(9000);
    // Admins only: anyone else sees no figure (RLS on the rollup).
    expect((await anonClient().rpc('web_vitals_site_p75', { days: 28 })).data ?? []).toEqual([]);
    const user = await createUser();
    const someone = await signedInClient(user.email, user.password);
    expect((await someone.rpc('web_vitals_site_p75', { days: 28 })).data ?? []).toEqual([]);
  });
});
