import type { BlogPost } from './types';
import { allCategories } from './map-post';

export const PAGE_SIZE = 6;

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase();
}

/** Posts in `category` (main or additional) whose title or excerpt contains `query` (accent- and case-insensitive). */
export function filterPosts(posts: BlogPost[], category: string, query: string): BlogPost[] {
  const needle = normalise(query.trim());
  return posts.filter(
    (post) => (!category || allCategories(post).includes(category)) && (!needle || normalise(`${post.title}\n${post.excerpt}`).includes(needle)),
  );
}

/** Every category in use, sorted for the filter. */
export function categoriesOf(posts: BlogPost[], locale: string): string[] {
  return [...new Set(posts.flatMap(allCategories))].sort((a, b) => a.localeCompare(b, locale));
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

export function pageSlice<T>(items: T[], page: number): T[] {
  return items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
}
