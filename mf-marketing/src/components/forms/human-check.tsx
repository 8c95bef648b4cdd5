// Cloudflare Turnstile on the public forms of a hosted project (a TURNSTILE_SITE_KEY in /env.js; README,
// "Deploying"): the widget sits above the consent's end of the form, its token goes with the request
// to the public-intake Edge Function, which checks it (supabase/functions/public-intake). Without a
// site key there is no widget and nothing changes (the local site, offline). A token is single-use:
// after each attempt the widget is reset for the next one.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from 'shared-i18n';
import { runtimeConfig } from 'shared-core';
import { TURNSTILE_ORIGIN } from '../../../../config/security-policy.mjs';
import styles from './form.module.css';
import type { IntakeForm } from './send-intake';

interface TurnstileOptions {
  sitekey: string;
  /** Returned by siteverify, which public-intake compares with the form the token is sent with. */
  action: string;
  language: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
}
interface Turnstile {
  render(container: HTMLElement, options: TurnstileOptions): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}
declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

let loading: Promise<Turnstile> | null = null;

/** Turnstile's script, once per page (allowed by the CSP only where a site key is set). */
function loadTurnstile(): Promise<Turnstile> {
  loading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${TURNSTILE_ORIGIN}/turnstile/v0/api.js?render=explicit`;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not start')));
    script.onerror = () => reject(new Error('Turnstile could not be loaded'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null; // the next form (or a retry) tries again
    throw error;
  });
  return loading;
}

// Turnstile's own language codes (https://developers.cloudflare.com/turnstile/reference/supported-languages/).
const WIDGET_LANGUAGE: Record<Language, string> = { es: 'es', en: 'en', de: 'de', fr: 'fr', ar: 'ar', zh: 'zh-cn', ru: 'ru' };

export interface HumanCheck {
  /** The widget and its message, or null when the check is off. */
  field: React.ReactNode;
  /** The token to send, empty when the check is off or not passed. */
  token(): string;
  /** True when the form may be sent; otherwise shows why beside the widget and moves focus there. */
  ready(): boolean;
  /** The token went with a request: the widget gives a new one for the next attempt. */
  spent(): void;
}

export function useHumanCheck(form: IntakeForm, language: Language): HumanCheck {
  const { t } = useTranslation('contact');
  // Read after hydration: the generated page has no widget, whatever the deployment's key.
  const [siteKey, setSiteKey] = useState('');
  useEffect(() => setSiteKey(runtimeConfig().turnstileSiteKey ?? ''), []);
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<string | null>(null);
  const token = useRef('');
  const [problem, setProblem] = useState<'missing' | 'unavailable' | null>(null);

  useEffect(() => {
    if (!siteKey) return;
    let cancelled = false;
    loadTurnstile().then(
      (turnstile) => {
        if (cancelled || !container.current) return;
        widget.current = turnstile.render(container.current, {
          sitekey: siteKey,
          action: form,
          language: WIDGET_LANGUAGE[language],
          callback: (value) => {
            token.current = value;
            setProblem(null);
          },
          'expired-callback': () => (token.current = ''),
          'error-callback': () => (token.current = ''),
        });
      },
      () => !cancelled && setProblem('unavailable'),
    );
    return () => {
      cancelled = true;
      if (widget.current) window.turnstile?.remove(widget.current);
      widget.current = null;
      token.current = '';
    };
  }, [siteKey, language, form]);

  const errorId = `${form}-human-check-error`;
  return {
    field: siteKey ? (
      <div className={`${styles.wide} ${styles.humanCheck}`}>
        <div
          ref={container}
          id={`${form}-human-check`}
          tabIndex={-1}
          aria-label={t('form.humanCheck')}
          role="group"
          aria-describedby={problem ? errorId : undefined}
        />
        {problem && (
          <p id={errorId} className={styles.fieldError} role="alert">
            {t(problem === 'missing' ? 'errors.humanCheckMissing' : 'errors.humanCheckUnavailable')}
          </p>
        )}
      </div>
    ) : null,
    token: () => token.current,
    ready: () => {
      if (!siteKey || token.current) return true;
      setProblem((current) => current ?? 'missing');
      container.current?.focus();
      return false;
    },
    spent: () => {
      token.current = '';
      if (widget.current) window.turnstile?.reset(widget.current);
    },
  };
}
