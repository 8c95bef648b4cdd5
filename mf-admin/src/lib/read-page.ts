// One page of an admin list with its total (count=exact), for components/list-screen.tsx.
import { PAGE_SIZE } from '@/components/pagination';
import { dataOrThrow } from './supabase-result';

export interface ListPage<Row> {
  rows: Row[];
  total: number;
}

type Ranged<Row> = (from: number, to: number) => PromiseLike<{ data: Row[] | null; error: { code?: string } | null; count: number | null }>;

export async function readPage<Row>(ranged: Ranged<Row>, page: number): Promise<ListPage<Row>> {
  const from = page * PAGE_SIZE;
  const answer = await ranged(from, from + PAGE_SIZE - 1);
  if (answer.error?.code === 'PGRST103' && page > 0) {
    // The page is past the end (the list shrank): answer the total so the screen steps back.
    const first = await ranged(0, 0);
    dataOrThrow(first);
    return { rows: [], total: first.count ?? 0 };
  }
  return { rows: dataOrThrow(answer) ?? [], total: answer.count ?? 0 };
}
