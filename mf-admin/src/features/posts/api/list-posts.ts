// All posts for the admin list (the firm's blog has tens of posts): every column except the long
// Markdown bodies, enough for the list, the quick editor, completeness markers and slug checks.
import { queryOptions } from '@tanstack/react-query';
import { LANGUAGE_CODES, translatedColumn, type TranslatedColumn } from 'shared-i18n';
import { getSupabase } from 'shared-core/supabase';
import type { PostRow } from '../lib/post-model';
import { postKeys } from './keys';

const BASE = [
  'id',
  'slug',
  'category',
  'additional_categories',
  'show_additional_categories',
  'hidden',
  'status',
  'publish_at',
  'show_on_homepage',
  'date',
  'image',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof PostRow)[];
const TEXTS = ['title', 'excerpt'] as const;

/** A post as the list reads it. */
export type PostListRow = Pick<PostRow, (typeof BASE)[number] | TranslatedColumn<(typeof TEXTS)[number]>>;

const LIST_COLUMNS = [...BASE, ...TEXTS.flatMap((field) => LANGUAGE_CODES.map((code) => translatedColumn(field, code)))].join(', ');

export const postsQueryOptions = () =>
  queryOptions({
    queryKey: postKeys.lists(),
    queryFn: async (): Promise<PostListRow[]> => {
      const { data, error } = await getSupabase().from('blog_posts').select(LIST_COLUMNS).order('date', { ascending: false, nullsFirst: false });
      if (error) throw error;
      return (data ?? []) as unknown as PostListRow[];
    },
    staleTime: 0,
  });
