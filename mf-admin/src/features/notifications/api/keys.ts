// The e-mail log's keys are in src/lib/query-keys.ts (adminKeys.notificationLog): the test e-mail
// sent from this feature lands in that shared component.
export const notificationKeys = {
  all: ['admin', 'notification-recipients'] as const,
  recipients: () => [...notificationKeys.all, 'list'] as const,
};
