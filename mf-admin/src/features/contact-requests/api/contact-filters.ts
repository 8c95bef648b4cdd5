// The inbox's filters ('' = any).
export interface ContactFilters {
  search: string;
  status: string;
  practiceArea: string;
  language: string;
}

export const EMPTY_CONTACT_FILTERS: ContactFilters = { search: '', status: '', practiceArea: '', language: '' };
