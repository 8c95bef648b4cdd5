// Backend errors in words the staff understand; the raw message stays in the console.
import type { TFunction } from 'i18next';

export function errorMessage(t: TFunction, error: unknown): string {
  console.error(error);
  const code = (error as { code?: string } | null)?.code;
  const message = String((error as { message?: string } | null)?.message ?? '');
  if (code === '42501' || code === 'PGRST301' || /JWT|permission/i.test(message)) return t('inbox.errors.forbidden');
  if (/fetch|network/i.test(message)) return t('inbox.errors.network');
  return t('inbox.errors.generic');
}
