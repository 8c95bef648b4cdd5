// Every row of the filtered inbox, read in chunks (PostgREST caps a response), for the CSV.
import { contactRequestsQuery } from './get-contact-requests';
import type { ContactFilters, ContactRequest } from './types';

const CHUNK = 1000;

export async function fetchAllContactRequests(filters: ContactFilters): Promise<ContactRequest[]> {
  const rows: ContactRequest[] = [];
  for (let from = 0; ; from += CHUNK) {
    const { data, error } = await contactRequestsQuery(filters).range(from, from + CHUNK - 1);
    if (error) throw error;
    rows.push(...((data ?? []) as unknown as ContactRequest[]));
    if (!data || data.length < CHUNK) return rows;
  }
}
