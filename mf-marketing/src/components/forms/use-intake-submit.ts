// The submit of a public form: send, and on a refusal put each message where it belongs (beside the
// field, or above the button) while keeping everything typed. Shared by the contact and substitution forms.
import type { UseMutationResult } from '@tanstack/react-query';
import { IntakeError } from './intake-errors';
import type { FieldErrors } from './validation';

export function intakeSubmit<Data>(mutation: UseMutationResult<void, Error, Data>, showErrors: (found: FieldErrors) => void) {
  return (data: Data, stored: () => void) =>
    mutation.mutate(data, {
      onSuccess: stored,
      onError: (error) => {
        if (error instanceof IntakeError && error.refusal) showErrors(error.refusal.fields);
      },
    });
}

/** The contact:errors key for the failure line, when the server said why. */
export const intakeFailureKey = (error: Error | null) => (error instanceof IntakeError && error.refusal ? (error.refusal.form ?? 'fieldsRefused') : undefined);
