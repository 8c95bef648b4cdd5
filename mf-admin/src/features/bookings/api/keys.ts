export const bookingKeys = {
  all: ['admin', 'bookings'] as const,
  weeks: () => [...bookingKeys.all, 'week'] as const,
  /** The week starting at `from` (an instant: its Monday 00:00 in Madrid). */
  week: (from: string) => [...bookingKeys.weeks(), from] as const,
  settings: () => [...bookingKeys.all, 'settings'] as const,
  closures: () => [...bookingKeys.all, 'closures'] as const,
  closuresFrom: (day: string) => [...bookingKeys.closures(), day] as const,
  lawyers: () => [...bookingKeys.all, 'lawyers'] as const,
  freeSlots: () => [...bookingKeys.all, 'free-slots'] as const,
  freeSlotsOf: (mode: string) => [...bookingKeys.freeSlots(), mode] as const,
};
