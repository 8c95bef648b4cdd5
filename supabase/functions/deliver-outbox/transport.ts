// How e-mail leaves: SMTP (nodemailer) or an HTTP mail API (Resend's), chosen by environment
// variables only (supabase secrets set … on a hosted project; local-supabase points SMTP at its
// catcher). Note that hosted Edge Functions cannot open ports 25 and 587: use 465 or the HTTP API.
//   MAIL_TRANSPORT  smtp | resend (default: resend when RESEND_API_KEY is set, else smtp)
//   MAIL_FROM       sender, default "<firm name> <no-reply@<firm domain>>"
//   SMTP_HOST, SMTP_PORT (465), SMTP_SECURE (true on 465), SMTP_USER, SMTP_PASS
//   RESEND_API_KEY, RESEND_API_URL (https://api.resend.com/emails)
import nodemailer from 'nodemailer';
import siteData from '../_shared/site-data.json' with { type: 'json' };
import type { Email } from './messages.ts';

export interface SendResult {
  providerId?: string;
}

export interface Transport {
  name: string;
  send(email: Email): Promise<SendResult>;
}

/** A refusal that will not change on retry (a 5xx SMTP reply, a 4xx from the API). */
export class PermanentSendError extends Error {}

type Env = { get(name: string): string | undefined };

const firmDomain = () => new URL(siteData.firm.website).hostname.replace(/^www\./, '');

export function defaultFrom(): string {
  return `"${siteData.firm.name}" <no-reply@${firmDomain()}>`;
}

/** RFC 5322 Message-ID (without brackets) from an idempotency key. */
export function messageIdOf(key: string): string {
  return `${key.replace(/[^A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]/g, '.')}@${firmDomain()}`;
}

export function smtpTransport(env: Env): Transport {
  const port = Number(env.get('SMTP_PORT') ?? 465);
  const secure = (env.get('SMTP_SECURE') ?? String(port === 465)) === 'true';
  const user = env.get('SMTP_USER');
  const from = env.get('MAIL_FROM') ?? defaultFrom();
  const mailer = nodemailer.createTransport({
    host: env.get('SMTP_HOST') ?? '127.0.0.1',
    port,
    secure,
    auth: user ? { user, pass: env.get('SMTP_PASS') ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    name: 'smtp',
    async send(email) {
      try {
        const info = await mailer.sendMail({
          from,
          to: email.to,
          replyTo: email.replyTo,
          subject: email.subject,
          text: email.text,
          html: email.html,
          messageId: `<${messageIdOf(email.messageId)}>`,
          attachments: email.attachments?.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
          headers: { 'Content-Language': email.language, 'Auto-Submitted': 'auto-generated' },
        });
        return { providerId: info.messageId };
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        if (code && code >= 500) throw new PermanentSendError(`SMTP ${code}: ${(error as Error).message}`);
        throw error;
      }
    },
  };
}

export function resendTransport(env: Env, fetchImpl: typeof fetch = fetch): Transport {
  const key = env.get('RESEND_API_KEY');
  if (!key) throw new Error('RESEND_API_KEY is not set');
  const url = env.get('RESEND_API_URL') ?? 'https://api.resend.com/emails';
  const from = env.get('MAIL_FROM') ?? defaultFrom();
  return {
    name: 'resend',
    async send(email) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          // The API sends a message at most once per key, even when this call is retried.
          'idempotency-key': email.messageId,
        },
        body: JSON.stringify({
          from,
          to: email.to,
          reply_to: email.replyTo,
          subject: email.subject,
          text: email.text,
          html: email.html,
          attachments: email.attachments?.map(({ filename, content }) => ({
            filename,
            content: btoa(String.fromCharCode(...new TextEncoder().encode(content))),
          })),
          headers: { 'Content-Language': email.language, 'Auto-Submitted': 'auto-generated' },
        }),
      });
      const body = await response.text();
      if (!response.ok) {
        const message = `HTTP ${response.status}: ${body.slice(0, 300)}`;
        if (response.status >= 400 && response.status < 500 && response.status !== 429 && response.status !== 409) {
          throw new PermanentSendError(message);
        }
        throw new Error(message);
      }
      return { providerId: (JSON.parse(body || '{}') as { id?: string }).id };
    },
  };
}

export function transportFromEnv(env: Env): Transport {
  const choice = env.get('MAIL_TRANSPORT') ?? (env.get('RESEND_API_KEY') ? 'resend' : 'smtp');
  if (choice === 'resend') return resendTransport(env);
  if (choice === 'smtp') return smtpTransport(env);
  throw new Error(`MAIL_TRANSPORT must be smtp or resend, not ${choice}`);
}
