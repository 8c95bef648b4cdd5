// The data a generated page embeds for hydration (site-generator/src/page-html.ts writes it,
// start.tsx reads it): the query cache it was rendered from and the texts it used.
export const PAGE_DATA_ID = 'page-data';

export interface PageData {
  state: unknown;
  /** How many remote parts (RemoteModule) the page holds. */
  remoteParts: number;
  resources: Record<string, Record<string, Record<string, unknown>>>;
  /** The not-found page, answered for an address nothing was generated at. */
  notFound?: boolean;
}

/** The embedded data of a generated page, or null (a page the browser renders alone: the admin). */
export function readPageData(): PageData | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageData;
  } catch {
    return null;
  }
}
