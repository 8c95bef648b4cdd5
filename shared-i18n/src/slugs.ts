// Post slugs. Filler words are dropped after hyphenation, as whole
// hyphen-separated words, and the words are re-joined: removing them from the raw text instead
// would leave double hyphens or cut them out of longer words ('la' in 'laboral').
export const SLUG_MAX_LENGTH = 70;

/** Spanish filler words left out of slugs. */
export const SLUG_STOP_WORDS: ReadonlySet<string> = new Set(['de', 'la', 'el', 'los', 'las', 'del', 'y', 'o', 'a', 'en', 'con', 'por', 'para']);

/**
 * 'Derecho de Familia en Dénia' → 'derecho-familia-denia'. Letters outside a–z that do not
 * decompose to one (Cyrillic, Arabic, Chinese, 'ß') are removed as the spec says, so the result
 * can be ''; callers then fall back to the post id.
 */
export function slugify(text: string): string {
  const words = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '') // combining marks: 'é' → 'e', 'ñ' → 'n'
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9_-]/g, '') // \w without its Unicode surprises, plus the hyphen
    .split('-')
    .filter(Boolean);
  const meaningful = words.filter((word) => !SLUG_STOP_WORDS.has(word));
  // A title made only of filler words ('De la') keeps them rather than becoming empty.
  const slug = (meaningful.length > 0 ? meaningful : words).join('-');
  return slug.slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '');
}

/** `slug` if unused, else the first free of slug-1, slug-2, … */
export function uniqueSlug(slug: string, existing: Iterable<string>): string {
  const taken = new Set(existing);
  if (!taken.has(slug)) return slug;
  let n = 1;
  while (taken.has(`${slug}-${n}`)) n += 1;
  return `${slug}-${n}`;
}
