// A labelled form control with help and error text wired for assistive technology: the control
// gets aria-invalid and aria-describedby pointing at the help and the error.
import { useId, type ReactNode } from 'react';
import styles from './form-field.module.css';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

/** The longest e-mail address the database takes (public.is_email_shaped): every e-mail field's maxLength. */
export const EMAIL_MAX_LENGTH = 254;

/** True when a text field holds as much as its maxLength lets in (a longer paste was cut there). */
export function atLimit(value: string, max: number | undefined): boolean {
  return max !== undefined && value.length >= max;
}

export interface FormFieldProps {
  label: ReactNode;
  error?: string;
  help?: ReactNode;
  /** A polite note shown beside the field (e.g. that a paste was cut at the field's maximum). */
  notice?: ReactNode;
  required?: boolean;
  requiredLabel?: string;
  children: (control: ControlProps) => ReactNode;
}

export function FormField({ label, error, help, notice, required, requiredLabel, children }: FormFieldProps) {
  const id = useId();
  const helpId = help ? `${id}-help` : undefined;
  const noticeId = notice ? `${id}-notice` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [helpId, noticeId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden={!requiredLabel} title={requiredLabel}>
            {' *'}
          </span>
        )}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': required || undefined })}
      {help && (
        <p id={helpId} className={styles.help}>
          {help}
        </p>
      )}
      {notice && (
        <p id={noticeId} className={styles.help} role="status">
          {notice}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** Class for inputs, selects and textareas so every form looks the same. */
export const controlClassName = styles.control;
