// The e-mails of the outbox (supabase/migrations/20261125100000_notifications.sql): those about one
// request, or the latest of all. Refreshed every few seconds while any is still on its way.
import { queryOptions } from '@tanstack/react-query';
import type { Tables } from 'shared-core/database';
import { getSupabase } from 'shared-core/supabase';
import { adminKeys } from '@/lib/query-keys';
import { dataOrThrow } from '@/lib/supabase-result';

export type NotificationStatus = 'queued' | 'sending' | 'sent' | 'retrying' | 'failed';

const COLUMNS = 'id, kind, request_id, recipients, sent_to, status, attempts, last_error, next_attempt_at, sent_at, created_at';
/** kind and status: the values the outbox's check constraints allow. */
export type NotificationRow = Pick<
  Tables<'outbox'>,
  'id' | 'request_id' | 'recipients' | 'sent_to' | 'attempts' | 'last_error' | 'next_attempt_at' | 'sent_at' | 'created_at'
> & { kind: 'contact_firm' | 'contact_ack' | 'substitution_firm' | 'substitution_ack' | 'test'; status: NotificationStatus };

const pending = (rows: NotificationRow[] | undefined) => rows?.some((row) => row.status !== 'sent' && row.status !== 'failed');

/** requestId: the e-mails about that request; none: the latest 25 of all. */
export const notificationsQueryOptions = (requestId?: string) =>
  queryOptions({
    queryKey: adminKeys.notificationLog(requestId),
    queryFn: async (): Promise<NotificationRow[]> => {
      const query = getSupabase().from('outbox').select(COLUMNS).order('created_at', { ascending: false });
      return dataOrThrow(await (requestId ? query.eq('request_id', requestId) : query.limit(25))) as NotificationRow[];
    },
    refetchInterval: (query) => (pending(query.state.data) ? 3_000 : false),
  });
