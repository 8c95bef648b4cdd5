// PostgREST `or=(...)` filter for a free-text search. The term goes inside double quotes so
// commas and parentheses cannot break the filter syntax; characters with a meaning there go.
export function searchFilter(columns: readonly string[], term: string): string | null {
  const clean = term
    .replace(/["\\*%,()]/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
  if (!clean) return null;
  return columns.map((column) => `${column}.ilike."*${clean}*"`).join(',');
}
