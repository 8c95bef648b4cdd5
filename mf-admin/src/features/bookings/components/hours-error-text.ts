// Turns a rule's message from ../lib/hours-schema.ts ('range|15|240') into the translated text.
import { useTranslation } from 'react-i18next';

export function useHoursErrorText() {
  const { t } = useTranslation('admin');
  return (code: string | undefined) => {
    if (!code) return undefined;
    const [key, min, max] = code.split('|');
    return t(`bookingsAdmin.errors.${key}`, { min, max });
  };
}
