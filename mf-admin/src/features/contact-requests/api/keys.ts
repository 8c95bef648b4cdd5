import type { ContactFilters } from './contact-filters';

export const contactRequestKeys = {
  all: ['admin', 'contact-requests'] as const,
  lists: () => [...contactRequestKeys.all, 'list'] as const,
  list: (filters: ContactFilters, page: number) => [...contactRequestKeys.lists(), filters, page] as const,
  detail: (id: string) => [...contactRequestKeys.all, 'detail', id] as const,
  /** The admin texts in a client's language are loaded (replies are written in it). */
  replyTexts: (language: string) => [...contactRequestKeys.all, 'reply-texts', language] as const,
};
