// Where to go after signing in. Only admin paths are accepted, so a crafted ?redirect= can never
// send a freshly signed-in admin to another site.
import { ADMIN_BASE_PATH, ADMIN_LOGIN_PATH } from 'shared-i18n';

export function safeRedirect(value: string | null | undefined): string {
  if (!value) return ADMIN_BASE_PATH;
  if (value === ADMIN_BASE_PATH || value.startsWith(`${ADMIN_BASE_PATH}/`) || value.startsWith(`${ADMIN_BASE_PATH}?`)) {
    return value.startsWith('//') ? ADMIN_BASE_PATH : value;
  }
  return ADMIN_BASE_PATH;
}

export function loginPathFor(returnTo: string): string {
  return `${ADMIN_LOGIN_PATH}?redirect=${encodeURIComponent(safeRedirect(returnTo))}`;
}
