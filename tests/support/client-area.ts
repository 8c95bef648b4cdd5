// The client area's specs (client-area.spec, client-two-step.spec): its paths and texts, the sign-in
// code from the mail catcher, signing in as a client, and axe on the client area's part of the page.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { pathFor } from '../../shared-i18n/src/routes';
import { text } from './admin-session';
import { mailDetail, mailTo } from './mail';

export const NEWS_SUBJECT = {
  es: 'Hay novedades en su área de clientes',
  en: 'There is something new in your client area',
  ar: 'لديك مستجدات في منطقة العملاء',
} as const;

export const areaPath = (language: string, subpath = '') => pathFor({ page: 'clientArea', subpath }, language as 'en');
export const clients = (language: string, key: string, values?: Record<string, string>) => text(language, 'clients', key, values);
export const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

/** The sign-in e-mails to `email` (the catcher lists the newest first). */
const signInMails = async (email: string) => (await mailTo(email)).filter((message) => !Object.values(NEWS_SUBJECT).includes(message.Subject as never));

/** The code of the sign-in e-mail after the first `seen` ones, once it has arrived. */
export async function signInCode(email: string, seen = 0): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const mails = await signInMails(email);
        if (mails.length > seen) code = /\b(\d{6})\b/.exec((await mailDetail(mails[0].ID)).Text)?.[1] ?? '';
        return code;
      },
      { timeout: 30_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** E-mail → code from the catcher → signed in. `until` is what the signed-in screen shows first. */
export async function signInAsClient(page: Page, language: string, email: string, until = clients(language, 'matters.title')) {
  const seen = (await signInMails(email)).length;
  await page.goto(areaPath(language));
  await page.getByLabel(clients(language, 'signIn.email')).fill(email);
  await page.getByRole('button', { name: clients(language, 'signIn.sendCode') }).click();
  await expect(page.getByText(clients(language, 'signIn.codeSent', { email }))).toBeVisible();
  await page.getByLabel(clients(language, 'signIn.code')).fill(await signInCode(email, seen));
  await page.getByRole('button', { name: clients(language, 'signIn.signIn'), exact: true }).click();
  await expect(page.getByRole('heading', { name: until, level: 1 })).toBeVisible();
}

/** axe (WCAG 2.2 AA) on the client area's part of the page at 1280 and 390 px: nothing serious or critical. */
export async function noSeriousViolations(page: Page, label: string) {
  // The screen itself, not the moment before the client area's code has rendered it.
  await page.locator('[data-remote="mf_clients"] h1').first().waitFor();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // The shell's header and footer have their own axe specs.
    const results = await new AxeBuilder({ page })
      .include('[data-remote="mf_clients"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((v) => `${label} @${width}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
