// Zod messages are translation keys, optionally with one number ("tooLong|120"), so the same
// schema serves all seven languages: the form translates them with `errorText`.
import type { TFunction } from 'i18next';
import { z } from 'zod';

// Zod probes `new Function` to speed up parsing; our CSP forbids eval (config/security-headers.mjs),
// and the refused probe would be reported as a policy violation on every form.
z.config({ jitless: true });

// Same shape as public.is_email_shaped (supabase/migrations/20261124110000_email_shape.sql): no spaces
// and none of the characters that would change a mailto: link or an e-mail header (? & # % , ; : < > …).
export const EMAIL_PATTERN = /^[^@\s?&#%,;:<>()[\]"'\\/]+@[^@\s?&#%,;:<>()[\]"'\\/]+\.[^@\s?&#%,;:<>()[\]"'\\/.]+$/;
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()./-]{5,29}$/; // same shape as public.is_phone_shaped

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
  .refine((value) => value.length === 0 || value.length <= 254, 'tooLong|254')
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

/** The translated message of an error key from `fieldErrors` (keys live in contact:errors). */
export function errorText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const [key, count] = message.split('|');
  return t(`contact:errors.${key}`, { n: count ? Number(count) : undefined });
}
