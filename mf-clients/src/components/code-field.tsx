// A 6-digit code field (from the e-mail or from an authenticator app): numeric keyboard, the
// browser's one-time-code autofill, left to right in every language; the error sits beside it.
import { controlClassName, FormField } from 'shared-ui/form-field';

/** The code as typed, spaces removed, if it is six digits; else null (the form shows the shape error). */
export function typedCode(value: string): string | null {
  const clean = value.replace(/\s+/g, '');
  return /^\d{6}$/.test(clean) ? clean : null;
}

interface CodeFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  help?: string;
  autoFocus?: boolean;
}

export function CodeField({ label, value, onChange, error, help, autoFocus }: CodeFieldProps) {
  return (
    <FormField label={label} error={error} help={help} required>
      {(control) => (
        <input
          {...control}
          className={controlClassName}
          inputMode="numeric"
          autoComplete="one-time-code"
          // Room for a space typed in the middle ("123 456"); typedCode strips it.
          maxLength={7}
          dir="ltr"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoFocus={autoFocus}
        />
      )}
    </FormField>
  );
}
