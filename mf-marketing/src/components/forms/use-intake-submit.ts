// The submit of a public form: send, and on a refusal put each message where it belongs (beside the
// field, or above the button) while keeping everything typed. Shared by the contact and substitution forms.
import type { UseMutationResult } from '@tanstack/react-query';
import type { HumanCheck } from './human-check';
import { IntakeError } from './intake-errors';
import type { FieldErrors } from './validation';

export function intakeSubmit<Data>(mutation: UseMutationResult<void, Error, Data>, showErrors: (found: FieldErrors) => void, humanCheck: HumanCheck) {
  return (data: Data, stored: () => void) => {
    if (!humanCheck.ready()) return;
    mutation.mutate(data, {
      onSuccess: stored,
      onError: (error) => {
        if (error instanceof IntakeError && error.refusal) showErrors(error.refusal.fields);
      },
      onSettled: humanCheck.spent,
    });
  };
}

/** The contact:errors key for the failure line, when the server said why. */
export const intakeFailureKey = (error: Error | null) => (error instanceof IntakeError && error.refusal ? (error.refusal.form ?? 'fieldsRefused') : undefined);
