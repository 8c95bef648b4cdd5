export const siteHealthKeys = {
  all: ['admin', 'site-health'] as const,
  errors: () => [...siteHealthKeys.all, 'client-errors'] as const,
  vitals: (days: number, device: string) => [...siteHealthKeys.all, 'vitals', days, device] as const,
  slowest: (days: number) => [...siteHealthKeys.all, 'slowest', days] as const,
};
