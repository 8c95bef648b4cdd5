export const translationKeys = {
  all: ['admin', 'translations'] as const,
  localeFiles: () => [...translationKeys.all, 'locale-files'] as const,
  overrides: () => [...translationKeys.all, 'overrides'] as const,
};

// Not under 'admin': the shell's language switcher reads ['language_settings', 'active']
// (shared-i18n/src/active-languages-query.ts), and a switch turned here refreshes it
// too when the admin runs inside the shell (one QueryClient).
export const languageSettingsKeys = {
  all: ['language_settings'] as const,
  admin: () => [...languageSettingsKeys.all, 'admin'] as const,
};
