// Form state with zod validation: a field is checked when it loses focus (once it has content or
// already shows an error), re-checked as it is corrected, and everything is checked on submit,
// which also moves focus to the first field with a problem. Values live in a session draft.
// A text field never holds more than its limit (`limits`, its maxLength): what the browser let in
// is within it already, and a value from elsewhere (a draft, a replayed edit) is cut there, so no
// work here grows with the size of a paste.
import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { useSessionDraft } from './use-session-draft';
import { fieldErrors, withinLimit, type FieldErrors, type FieldLimits } from './validation';

type Values = Record<string, string | boolean>;
const NO_LIMITS = {};

export function useValidatedForm<T extends Values, Out>(schema: z.ZodType<Out>, draftKey: string, initial: T, limits: FieldLimits<T> = NO_LIMITS) {
  const [values, setValues, clearDraft] = useSessionDraft<T>(draftKey, initial, limits);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const check = useCallback(
    (next: T): FieldErrors => {
      const result = schema.safeParse(next);
      return result.success ? {} : fieldErrors(result.error);
    },
    [schema],
  );

  const setField = useCallback(
    <K extends keyof T & string>(name: K, value: T[K]) => {
      const kept = (typeof value === 'string' ? withinLimit(value, limits[name]) : value) as T[K];
      setValues((previous) => {
        const next = { ...previous, [name]: kept };
        setErrors((current) => (current[name] ? { ...current, [name]: check(next)[name] } : current));
        return next;
      });
    },
    [check, limits, setValues],
  );

  const blurField = useCallback(
    (name: keyof T & string) => {
      const value = values[name];
      const hasContent = typeof value === 'string' ? value.trim() !== '' : false;
      if (!hasContent && !errors[name]) return;
      setErrors((current) => ({ ...current, [name]: check(values)[name] }));
    },
    [check, errors, values],
  );

  /** Validates everything; returns the parsed data, or null after showing the errors. */
  const validateAll = useCallback(
    (event: FormEvent): Out | null => {
      event.preventDefault();
      const result = schema.safeParse(values);
      if (result.success) {
        setErrors({});
        return result.data;
      }
      const found = fieldErrors(result.error);
      setErrors(found);
      const first = Object.keys(values).find((name) => found[name]);
      const element = first ? formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`) : null;
      element?.focus();
      return null;
    },
    [schema, values],
  );

  /**
   * The form's submit handler: validates, then `send`s the data and calls `onSent` once it is
   * stored (the draft is cleared). A filled anti-spam field ('website') looks sent but sends nothing.
   */
  const handleSubmit = useCallback(
    (send: (data: Out, stored: () => void) => void, onSent: () => void) => (event: FormEvent) => {
      const data = validateAll(event);
      if (!data) return;
      const sent = () => {
        clearDraft();
        onSent();
      };
      if ((data as { website?: string }).website) sent();
      else send(data, sent);
    },
    [validateAll, clearDraft],
  );

  /** Shows errors found elsewhere (the server's refusal) beside their fields and focuses the first. */
  const showErrors = useCallback(
    (found: FieldErrors) => {
      setErrors((current) => ({ ...current, ...found }));
      const first = Object.keys(values).find((name) => found[name]);
      const element = first ? formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`) : null;
      element?.focus();
    },
    [values],
  );

  return { values, errors, setField, blurField, validateAll, clearDraft, formRef, handleSubmit, showErrors, limits };
}
