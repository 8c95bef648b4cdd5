// A 6-digit code field (from the e-mail or from an authenticator app): numeric keyboard, the
// browser's one-time-code autofill, left to right in every language; the error sits beside it.
import { controlClassName, FormField } from 'shared-ui/form-field';

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
          // Room for a space typed in the middle ("123 456"); the forms strip it.
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
