// Opens the request named by ?request=<id> in a dialog: the links of the firm's e-mail notices land
// here (supabase/functions/deliver-outbox/messages.ts). Closing it removes the parameter.
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingFallback } from 'shared-ui';
import { Dialog } from 'shared-ui/dialog';
import { useSearchParams } from 'shared-ui/router';

interface LinkedRequestDialogProps<T, K extends QueryKey> {
  query: (id: string) => UseQueryOptions<T, Error, T, K>;
  title: (row: T) => string;
  children: (row: T) => ReactNode;
}

export function LinkedRequestDialog<T, K extends QueryKey>({ query, title, children }: LinkedRequestDialogProps<T, K>) {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const id = params.get('request');
  const request = useQuery({ ...query(id ?? ''), enabled: Boolean(id), retry: false });
  if (!id) return null;
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('request');
        return next;
      },
      { replace: true },
    );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      size="lg"
      title={request.data ? title(request.data) : t('inbox.linked.title')}
      closeLabel={t('inbox.close')}
    >
      {request.isPending ? <LoadingFallback /> : request.isError ? <p role="alert">{t('inbox.linked.notFound')}</p> : children(request.data)}
    </Dialog>
  );
}
