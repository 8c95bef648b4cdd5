export const authKeys = {
  all: ['admin', 'auth'] as const,
  mfaFactors: () => [...authKeys.all, 'mfa-factors'] as const,
};
