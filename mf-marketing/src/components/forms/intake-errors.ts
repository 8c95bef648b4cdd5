// How the intake functions refuse a request (supabase/migrations/20261124130000_public_intake.sql), as
// the form shows it: beside a field (too long, too many from this e-mail) or above the button (too many
// from this connection). Messages are contact:errors.* keys like the form's own validation.
import type { FieldErrors } from './validation';

export interface IntakeRefusal {
  /** Form field → error key, shown beside the field. */
  fields: FieldErrors;
  /** Error key for the whole form, shown above the button. */
  form?: string;
}

/** Raised by the create-*-request calls; `refusal` is null for other failures (network, server). */
export class IntakeError extends Error {
  constructor(
    message: string,
    readonly refusal: IntakeRefusal | null,
  ) {
    super(message);
  }
}

/**
 * @param columns database column → form field name
 * @param limits database column → the form's character limit (for the message)
 */
export function intakeRefusal(message: string, columns: Record<string, string>, limits: Record<string, number>): IntakeRefusal | null {
  const tooLong = /^intake_too_long:([a-z_]+)$/.exec(message);
  if (tooLong) {
    const field = columns[tooLong[1]];
    return field ? { fields: { [field]: `tooLong|${limits[tooLong[1]] ?? ''}` } } : { fields: {}, form: 'rejected' };
  }
  if (message === 'intake_rate_limited_email') return { fields: { email: 'rateLimitedEmail' } };
  if (message === 'intake_rate_limited_address') return { fields: {}, form: 'rateLimitedAddress' };
  // The Turnstile check refused (public-intake) or was skipped where the project requires it.
  if (message === 'intake_captcha_failed' || message === 'intake_captcha_required') return { fields: {}, form: 'humanCheckFailed' };
  // public-intake cannot check anyone (its secret is missing): nothing the visitor does helps.
  if (message === 'intake_captcha_unavailable') return { fields: {}, form: 'intakeUnavailable' };
  return null;
}
