// Cookie consent, first layer: Accept, Reject and Configure side by side with the same weight
// (AEPD 2023). Configure opens the per-purpose choice. Shown until the visitor decides, and again
// from the footer's "cookie settings".
// Every generated page carries it, where the head's boot script shows it only when no choice is
// stored and handles its buttons until the shell has hydrated (consent-boot-script.ts); the CSS
// module hides it otherwise. The data-consent-action attributes are its hooks. While hydrating it
// renders as generated (the stored choice is only known in the browser), then as the choice says.
// The footer's "cookie settings" (data-consent-action="configure" in the chrome) is answered here,
// by the shell, so it opens the settings before the footer's code has arrived (issue #47).
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, useConsentStore } from 'shared-ui';
import { useHydrating } from '@/lib/use-hydrating';
import styles from './consent-banner.module.css';

export function ConsentBanner() {
  const { t } = useTranslation('legal');
  const { choice, settingsOpen, acceptAll, rejectAll, save, openSettings, closeSettings } = useConsentStore();
  const [configuring, setConfiguring] = useState(false);
  const [analytics, setAnalytics] = useState(choice?.analytics ?? false);
  const titleId = useId();
  const regionRef = useRef<HTMLElement>(null);
  const hydrating = useHydrating();
  const visible = hydrating || choice === null || settingsOpen;

  useEffect(() => {
    // In the capture phase on the document: React stops a click on a part it has not hydrated yet.
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('[data-chrome] [data-consent-action="configure"]')) openSettings();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [openSettings]);

  useEffect(() => {
    // Opened before hydration (Configure on the generated banner): once the page is the app's.
    if (!settingsOpen || hydrating) return;
    setConfiguring(true);
    setAnalytics(useConsentStore.getState().choice?.analytics ?? false);
    regionRef.current?.focus();
  }, [settingsOpen, hydrating]);

  if (!visible) return null;
  return (
    <section
      ref={regionRef}
      tabIndex={-1}
      className={styles.banner}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && choice !== null) closeSettings();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {t('cookies.banner.title')}
      </h2>
      <p className={styles.text}>{t('cookies.banner.text')}</p>
      {configuring && (
        <fieldset className={styles.purposes}>
          <legend data-visually-hidden>{t('cookies.banner.configure')}</legend>
          <label className={styles.purpose}>
            <input type="checkbox" checked disabled />
            <span>
              <strong>{t('cookies.banner.necessary.title')}</strong>
              <br />
              {t('cookies.banner.necessary.text')}
            </span>
          </label>
          <label className={styles.purpose}>
            <input type="checkbox" checked={analytics} onChange={(event) => setAnalytics(event.target.checked)} />
            <span>
              <strong>{t('cookies.banner.analytics.title')}</strong>
              <br />
              {t('cookies.banner.analytics.text')}
            </span>
          </label>
        </fieldset>
      )}
      <div className={styles.actions}>
        <Button variant="primary" data-consent-action="accept" onClick={acceptAll}>
          {t('cookies.banner.accept')}
        </Button>
        <Button variant="primary" data-consent-action="reject" onClick={rejectAll}>
          {t('cookies.banner.reject')}
        </Button>
        {configuring ? (
          <Button variant="primary" onClick={() => save({ analytics })}>
            {t('cookies.banner.save')}
          </Button>
        ) : (
          <Button variant="primary" data-consent-action="configure" onClick={() => setConfiguring(true)}>
            {t('cookies.banner.configure')}
          </Button>
        )}
      </div>
    </section>
  );
}
