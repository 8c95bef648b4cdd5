// Issue #47 (3, 4): real visitors' figures and client errors. With analytics consent the page loads
// web-vitals at idle and reports its metrics (a row appears in the database); without consent nothing
// is loaded or sent. An error thrown on a page is listed in the admin with its count; the admin's
// chart screen renders the 28-day p75 once the rollup ran, and the dashboard sums it up. A remote that fails to load and a
// generated page its live code no longer matches reach the database with the page they broke.
import { expect, test, type Page } from '@playwright/test';
import { decideCookies } from './blog-support';
import { serviceClient, signInAsAdmin, text } from '../support/admin-session';
import { mailDetail, mailTo } from '../support/mail';
import { appOf } from '../support/production-site';
import { FIRM } from '../../shared-ui/src/config/firm';

test.describe.configure({ mode: 'serial' });

const a = (key: string, values?: Record<string, string | number>) => text('es', 'admin', key, values);
const isTelemetry = (url: string) => url.includes('/functions/v1/client-telemetry');

/** Hides the page as a tab switch would: web-vitals reports LCP, CLS and INP then, and the reporter sends. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

test('without analytics consent nothing is loaded or sent, not even an error', async ({ page }) => {
  await decideCookies(page, false);
  const sent: string[] = [];
  page.on('request', (request) => isTelemetry(request.url()) && sent.push(request.url()));
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
  });
  await page.goto('/en');
  await expect(page.locator('[data-page]').first()).toBeVisible();
  await page.evaluate(() => setTimeout(() => Promise.reject(new Error('E2E refused rejection')), 0));
  await page.locator('h1').first().click();
  await page.waitForTimeout(4000);
  await hide(page);
  await page.waitForTimeout(500);
  expect(sent).toEqual([]);
  // web-vitals' attribution build was never fetched.
  expect(scripts.some((body) => body.includes('largestShiftTarget'))).toBe(false);
});

test('with analytics consent the page reports its metrics: rows appear in the database', async ({ page }) => {
  const since = new Date(Date.now() - 1000).toISOString();
  await decideCookies(page, true);
  await page.goto('/ru');
  await expect(page.locator('[data-page]').first()).toBeVisible();
  const beacon = page.waitForRequest((request) => isTelemetry(request.url()) && request.method() === 'POST');
  await page.waitForTimeout(1500); // the reporter loads at idle
  // A real click: web-vitals finalises LCP on a trusted input (then at idle), and it is an interaction for INP.
  await page.locator('h1').first().click();
  await page.waitForTimeout(1500);
  await hide(page);
  const body = JSON.parse((await beacon).postData() ?? '{}');
  expect(body).toMatchObject({ path: '/ru', language: 'ru' });
  expect(Object.keys(body).sort()).toEqual(['connection', 'device', 'language', 'path', 'vitals']);
  await expect
    .poll(async () => {
      const { data } = await serviceClient().from('web_vital_reports').select('metric').eq('page_path', '/ru').gte('recorded_at', since).throwOnError();
      return [...new Set((data ?? []).map((row) => row.metric))];
    })
    .toEqual(expect.arrayContaining(['TTFB', 'FCP', 'LCP']));
  const { data } = await serviceClient().from('web_vital_reports').select('page_group, device').eq('page_path', '/ru').gte('recorded_at', since).throwOnError();
  expect(data![0]).toMatchObject({ page_group: '/', device: 'desktop' });
});

test('an error thrown on a page appears in the admin list with its count', async ({ page, browser }) => {
  const message = `E2E telemetry boom ${Date.now()}`;
  await decideCookies(page, true);
  for (let visit = 0; visit < 2; visit++) await throwOnPage(page, '/en/contact', message);
  await expect
    .poll(async () => (await serviceClient().from('client_errors').select('occurrences').eq('message', `Error: ${message}`)).data?.[0]?.occurrences)
    .toBe(2);
  const { data: mail } = await serviceClient().from('outbox').select('kind').eq('kind', 'client_error_alert').eq('payload->>message', `Error: ${message}`);
  expect(mail).toHaveLength(1);

  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  await admin.goto('/config-blogmr/errores');
  await expect(admin.getByRole('heading', { level: 1, name: a('screens.errores') })).toBeVisible();
  const row = admin.locator('tbody tr', { hasText: message });
  await expect(row.getByTestId('occurrences')).toHaveText('2');
  await expect(row).toContainText('/en/contact');
  await admin.close();
});

/** Throws `message` on a fresh visit of `path` and waits for the report to leave. */
async function throwOnPage(page: Page, path: string, message: string) {
  await page.goto(path);
  await expect(page.locator('[data-page]').first()).toBeVisible();
  await page.waitForTimeout(1000);
  const sent = page.waitForRequest((request) => isTelemetry(request.url()) && (request.postData() ?? '').includes(message));
  await page.evaluate(
    (text) =>
      setTimeout(() => {
        throw new Error(text);
      }, 0),
    message,
  );
  await sent;
}

test('a sudden rise of an error sends one more e-mail to the technical contact, through real SMTP, once', async ({ page }) => {
  test.setTimeout(180_000);
  const message = `E2E telemetry rise ${Date.now()}`;
  await decideCookies(page, true);
  // A rise is this hour's hits reaching rise_min_hits (20 by default) and rise_factor (5) times the
  // hourly mean of the day before (at least 1): here 3 and 1, so the third visit is the rise; the
  // fourth sends nothing more (one rise alert in 6 hours). The day's allowance of alerts is lifted
  // meanwhile, so errors of other specs cannot have spent it.
  const { data: saved } = await serviceClient().from('telemetry_settings').select('rise_min_hits, rise_factor, max_alerts_per_day').single().throwOnError();
  await serviceClient().from('telemetry_settings').update({ rise_min_hits: 3, rise_factor: 1, max_alerts_per_day: 1000 }).eq('id', true).throwOnError();
  try {
    for (let visit = 0; visit < 4; visit++) await throwOnPage(page, '/fr/contact', message);
    await expect
      .poll(async () => (await serviceClient().from('client_errors').select('occurrences').eq('message', `Error: ${message}`)).data?.[0]?.occurrences)
      .toBe(4);
  } finally {
    await serviceClient().from('telemetry_settings').update(saved!).eq('id', true).throwOnError();
  }
  const { data: queued } = await serviceClient().from('outbox').select('payload').eq('kind', 'client_error_alert').eq('payload->>message', `Error: ${message}`);
  expect(queued!.map((row) => (row.payload as { reason: string }).reason).sort()).toEqual(['new', 'rise']);
  // Both reach the technical contact's mailbox, each naming the error.
  await expect
    .poll(
      async () => {
        const mails = await Promise.all((await mailTo(FIRM.technicalEmail)).map((mail) => mailDetail(mail.ID)));
        return mails.filter((mail) => mail.Text.includes(message)).length;
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe(2);
});

test('the admin chart screen renders the 28-day p75 with Chart.js, loaded on that screen only', async ({ page }) => {
  // Four LCP reports of a page group of their own: by hand, the 75th percentile (interpolated, as
  // CrUX's and PostgreSQL's percentile_cont) is at rank 0.75 × 3 = 2.25, 3100 + 0.25 × (4400 − 3100) = 3425 ms.
  const group = `/e2e-p75-${Date.now()}`;
  await serviceClient()
    .from('web_vital_reports')
    .insert(
      [1200, 4400, 2600, 3100].map((value) => ({
        page_path: group,
        page_group: group,
        language: 'fr',
        device: 'mobile',
        connection: '4g',
        metric: 'LCP',
        value,
        target: 'main h1',
      })),
    )
    .throwOnError();
  await serviceClient().rpc('rollup_client_telemetry').throwOnError();
  const chartScripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && (await response.text().catch(() => '')).includes('afterDatasetsDraw'))
      chartScripts.push(response.url());
  });
  await signInAsAdmin(page);
  await page.goto('/config-blogmr/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The dashboard sums it up: the whole site's p75 of each Core Web Vital with Google's rating (its
  // hand computation: local-supabase/test/security/client-telemetry.test.ts), and the week's errors.
  const { data: site } = await serviceClient().rpc('web_vitals_site_p75', { days: 28 }).throwOnError();
  const siteLcp = (site as Array<{ metric: string; p75: number }>).find((row) => row.metric === 'LCP')!.p75;
  const lcpRating = siteLcp <= 2500 ? 'good' : siteLcp <= 4000 ? 'needsImprovement' : 'poor';
  const summary = page.getByTestId('site-health-summary');
  const lcpSummary = summary.locator('[data-metric="LCP"]');
  await expect(lcpSummary).toContainText(`${new Intl.NumberFormat('es', { maximumFractionDigits: 0 }).format(siteLcp)} ms`);
  await expect(lcpSummary).toContainText(a(`siteHealth.vitals.rating.${lcpRating}`));
  const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
  const { data: errors } = await serviceClient().from('client_errors').select('id').gte('last_seen', weekAgo).throwOnError();
  expect(errors!.length).toBeGreaterThan(0); // the errors of the tests above
  await expect(summary.getByTestId('errors-seen')).toHaveText(String(errors!.length));
  expect(chartScripts).toEqual([]);
  await summary.getByRole('link', { name: a('dashboard.openVitals') }).click();
  await expect(page.getByRole('heading', { level: 1, name: a('screens.rendimiento') })).toBeVisible();
  const lcp = page.getByTestId('vitals-chart-LCP');
  await expect(lcp.locator('canvas')).toBeVisible();
  expect(await lcp.locator('canvas').evaluate((canvas: HTMLCanvasElement) => canvas.width > 0)).toBe(true);
  await expect(page.locator('section[data-metric="LCP"] tbody tr', { hasText: 'ru' }).first()).toBeVisible();
  const seeded = page.locator('section[data-metric="LCP"] tbody tr', { hasText: group });
  await expect(seeded).toContainText('3425 ms');
  await expect(seeded).toContainText(a('siteHealth.vitals.rating.needsImprovement'));
  await expect(seeded.locator('td').nth(2)).toHaveText('4');
  expect(chartScripts.length).toBeGreaterThan(0);
});

test('a remote that fails to load is reported as such, with the page it broke', async ({ page }) => {
  const since = new Date(Date.now() - 1000).toISOString();
  await decideCookies(page, true);
  await page.goto('/en');
  const manifest = await page.evaluate(() => (window as unknown as { __ENV__: { remotes: Record<string, string> } }).__ENV__.remotes.mf_blog);
  expect(manifest).toBeTruthy();
  await page.route(
    (url) => url.href.split('?')[0] === manifest,
    (route) => route.abort(),
  );
  const sent = page.waitForRequest((request) => isTelemetry(request.url()) && (request.postData() ?? '').includes('"remote"'));
  await page.goto('/en/blog');
  // The generated page stays as it is (readable, links working); its remote never hydrates.
  expect(JSON.parse((await sent).postData()!).errors[0]).toMatchObject({ kind: 'remote', message: expect.stringContaining('mf-blog') });
  await expect
    .poll(async () => (await serviceClient().from('client_errors').select('kind, last_path').eq('kind', 'remote').gte('last_seen', since)).data)
    .toEqual(expect.arrayContaining([{ kind: 'remote', last_path: '/en/blog' }]));
});

test('a generated page its live code no longer matches is reported as a hydration mismatch, with its page and language', async ({ page }) => {
  const since = new Date(Date.now() - 1000).toISOString();
  await decideCookies(page, true);
  // As if mf-marketing were released after the pages were generated: its home asks for another text.
  await page.route(
    (url) => appOf(url) === 'mf_marketing' && url.pathname.endsWith('.js'),
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace('t("home.kicker")', 't("home.kickerChanged")') });
    },
  );
  const sent = page.waitForRequest((request) => isTelemetry(request.url()) && (request.postData() ?? '').includes('"hydration"'));
  await page.goto('/de');
  await expect(page.getByText('home.kickerChanged')).toBeVisible({ timeout: 30_000 });
  expect(JSON.parse((await sent).postData()!).errors[0]).toMatchObject({ kind: 'hydration', message: expect.stringContaining('Hydration mismatch') });
  await expect
    .poll(async () => (await serviceClient().from('client_errors').select('kind, last_path, language').eq('kind', 'hydration').gte('last_seen', since)).data)
    .toEqual(expect.arrayContaining([{ kind: 'hydration', last_path: '/de', language: 'de' }]));
});
