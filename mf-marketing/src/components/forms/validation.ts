// Zod messages are translation keys, optionally with one number ("tooLong|120"), so the same
// schema serves all seven languages: the form translates them with `errorText`.
import type { TFunction } from 'i18next';
import { atLimit, EMAIL_MAX_LENGTH } from 'shared-ui/form-field';
import { z } from 'zod';

// Zod probes `new Function` to speed up parsing; our CSP forbids eval (config/security-headers.mjs),
// and the refused probe would be reported as a policy violation on every form.
z.config({ jitless: true });

// Same shape as public.is_email_shaped (supabase/migrations/20261124110000_email_shape.sql): no spaces
// and none of the characters that would change a mailto: link or an e-mail header (? & # % , ; : < > …).
export const EMAIL_PATTERN = /^[^@\s?&#%,;:<>()[\]"'\\/]+@[^@\s?&#%,;:<>()[\]"'\\/]+\.[^@\s?&#%,;:<>()[\]"'\\/.]+$/;
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()./-]{5,29}$/; // same shape as public.is_phone_shaped
/** The longest phone number PHONE_PATTERN accepts ('+', a digit and 29 more): the phone fields' maxLength. */
export const PHONE_MAX_LENGTH = 31;
export { EMAIL_MAX_LENGTH };

/**
 * The most characters each text field of a form takes: its schema's limit, which the form also
 * gives the field as `maxLength` (the browser keeps no more of a paste, before the app's code has
 * arrived too) and which bounds what the form keeps (state, draft).
 */
export type FieldLimits<T> = Partial<Record<keyof T & string, number>>;

/** `value` cut to the field's limit, if it has one (a value the browser's maxlength did not stop: a draft, a script). */
export function withinLimit(value: string, max: number | undefined): string {
  return max !== undefined && value.length > max ? value.slice(0, max) : value;
}

/** Required text between `min` and `max` characters once trimmed (the database's btrim checks). */
export function requiredText(min: number, max: number) {
  return (
    z
      .string()
      // The server limits what is sent, spaces included (public_intake.sql).
      .refine((value) => value.length <= max, `tooLong|${max}`)
      .trim()
      .min(1, 'required')
      .refine((value) => value.length === 0 || value.length >= min, `tooShort|${min}`)
      .refine((value) => value.length <= max, `tooLong|${max}`)
  );
}

export const emailField = z
  .string()
  .trim()
  .min(1, 'required')
  .refine((value) => value.length === 0 || value.length <= EMAIL_MAX_LENGTH, `tooLong|${EMAIL_MAX_LENGTH}`)
  .refine((value) => value.length === 0 || EMAIL_PATTERN.test(value), 'email');

export type FieldErrors = Record<string, string>;

/** First message of each field, keyed by field name. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The polite note beside a text field that holds as much as its limit lets in: a longer paste was
 * cut there (the browser's maxlength), and the visitor should know the rest is not in the form.
 */
export function limitNotice(t: TFunction, value: string | boolean | undefined, max: number | undefined): string | undefined {
  return typeof value === 'string' && atLimit(value, max) ? t('contact:form.limitReached', { n: max }) : undefined;
}

/** The translated message of an error key from `fieldErrors` (keys live in contact:errors). */
export function errorText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const [key, count] = message.split('|');
  return t(`contact:errors.${key}`, { n: count ? Number(count) : undefined });
}
