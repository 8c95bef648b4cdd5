import type { Language } from 'shared-i18n';
import type { CardRow, FullRow } from '../api/columns';

/** A blog_posts row as the public reads it: a card's columns, and the page's when it reads them (../api/columns.ts). */
export type BlogPostRow = CardRow & Partial<FullRow>;

/** A post as the components use it, already in one language. */
export interface BlogPost {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  /** 'YYYY-MM-DD', '' when missing, or the raw value when it is no date (the card shows it as is). */
  date: string;
  category: string;
  additionalCategories: string[];
  showAdditionalCategories: boolean;
  image: string;
  /** Alternative text of the cover image ('' when none was written: decorative). */
  imageAlt: string;
  /** What search engines and link previews show. */
  metaTitle: string;
  metaDescription: string;
  socialImage: string;
  /** The post's slug in every language, for its alternates. */
  slugs: Record<Language, string>;
  hidden: boolean;
  showOnHomepage: boolean;
}

export type { Language };
