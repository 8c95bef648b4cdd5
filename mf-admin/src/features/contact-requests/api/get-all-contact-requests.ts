// Every row of the filtered inbox, whole (message included), for the CSV.
import { readAllRows } from '@/lib/read-all-rows';
import type { ContactFilters } from './contact-filters';
import type { ContactRequest } from './contact-request';
import { filteredContactRequests } from './get-contact-requests';

export const getAllContactRequests = (filters: ContactFilters) =>
  readAllRows((from, to) => filteredContactRequests(filters, '*').range(from, to).overrideTypes<ContactRequest[], { merge: false }>());
