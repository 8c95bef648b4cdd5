// @vitest-environment happy-dom
// The footer's "cookie settings" is answered by the consent banner (the shell), not by the footer's
// code (issue #47): a click on it opens the per-purpose choice while the footer is still static markup.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useConsentStore } from 'shared-ui';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/test/render-with-shell';
import { ConsentBanner } from './consent-banner';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('ConsentBanner', () => {
  it('opens the settings from a cookie-settings button in the chrome that has no handler of its own', async () => {
    useConsentStore.setState({ choice: { analytics: false, decidedAt: new Date().toISOString(), version: 1 }, settingsOpen: false });
    await act(async () => {
      await renderAt(
        '/en',
        <>
          <ConsentBanner />
          <footer data-chrome>
            <button type="button" data-consent-action="configure">
              Cookie settings
            </button>
          </footer>
        </>,
      );
    });
    expect(screen.queryByRole('checkbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(useConsentStore.getState().settingsOpen).toBe(true);
    expect(await screen.findAllByRole('checkbox')).toHaveLength(2);
  });
});
