// The query keys more than one feature uses. Each feature keeps its own key factory in
// `features/<feature>/api/keys.ts`; a key lands here only when another feature must invalidate it
// (a post saved, a request answered or a client error removed changes the dashboard's counts; the notices screen's test
// e-mail appears in the e-mail log of components/notification-log).
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  notifications: () => [...adminKeys.all, 'notifications'] as const,
  /** The e-mails about one request, or the latest of all (`undefined`). */
  notificationLog: (requestId?: string) => [...adminKeys.notifications(), requestId ?? 'latest'] as const,
};
