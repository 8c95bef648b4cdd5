// @vitest-environment happy-dom
// The header on an English page: its links go to the English pages, and the language switcher
// offers the languages the firm has switched on, each a link to the same page in that language
// (Spanish and English only when the table cannot be read).
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_CODES, pathFor, useLanguageStore } from 'shared-i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, type TestBackend } from '@/test/render-with-shell';
import { Header } from './header';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => vi.restoreAllMocks());

const activeLanguages =
  (codes: readonly string[]): TestBackend =>
  (url) =>
    url.pathname.endsWith('/rest/v1/language_settings')
      ? Response.json(codes.map((code) => ({ language_code: code, language_name: code, is_active: true, is_default: code === 'es' })))
      : undefined;

const contact = (language: (typeof LANGUAGE_CODES)[number]) => pathFor({ page: 'contact' }, language);

describe('Header', () => {
  it('links to the English pages and moves the page to its German twin', async () => {
    let rendered!: Awaited<ReturnType<typeof renderAt>>;
    await act(async () => {
      rendered = await renderAt(contact('en'), <Header />, activeLanguages(LANGUAGE_CODES));
    });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/en/blog');
    expect(within(nav).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe(contact('en'));

    await userEvent.click(screen.getByRole('button', { name: 'EN — Change language: English' }));
    const options = await screen.findAllByRole('link', { name: /Deutsch|Español|English|Français|العربية|中文|Русский/ });
    expect(options).toHaveLength(7);
    const german = screen.getByRole('link', { name: /Deutsch/ });
    expect(german.getAttribute('href')).toBe(contact('de'));
    await userEvent.click(german);
    expect(rendered.history.location.pathname).toBe(contact('de'));
    expect(useLanguageStore.getState().language).toBe('de');
    expect(window.localStorage.getItem('selectedLanguage')).toBe('de');
  });

  it('renders Services as a popover button over a list of the five service links, and marks the current section', async () => {
    await act(async () => {
      await renderAt('/en/blog', <Header />, activeLanguages(LANGUAGE_CODES));
    });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const services = within(nav).getByRole('button', { name: /^Services/ });
    // What makes it open before the page's code has run (issue #47): the browser's popover.
    const panel = document.getElementById(services.getAttribute('popovertarget') ?? '');
    expect(panel?.getAttribute('popover')).toBe('auto');
    expect(nav.contains(panel)).toBe(true);
    expect([...panel!.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/en/services/civil-law-denia',
      '/en/services/family-law-denia',
      '/en/services/labor-law-denia',
      '/en/services/immigration-denia',
      '/en/services/inheritance-law-denia',
    ]);
    expect(within(nav).getByRole('link', { name: 'Blog' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Contact' }).getAttribute('aria-current')).toBeNull();
  });

  it('offers Spanish and English when the table of languages cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused: TestBackend = (url) =>
      url.pathname.endsWith('/rest/v1/language_settings')
        ? Response.json({ code: '42501', message: 'permission denied for table language_settings' }, { status: 401 })
        : undefined;
    await act(async () => {
      await renderAt(contact('en'), <Header />, refused);
    });
    await userEvent.click(screen.getByRole('button', { name: 'EN — Change language: English' }));
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: /Deutsch/ })).toBeNull(), { timeout: 5000 });
    expect(screen.getByRole('link', { name: /Español/ }).getAttribute('href')).toBe(contact('es'));
  }, 15_000);
});
