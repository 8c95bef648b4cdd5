// Previous/next paging for the admin lists (server-side ranges, so 10,000 rows stay fast).
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import styles from './screen.module.css';

export const PAGE_SIZE = 25;

export function Pagination({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <nav className={styles.pagination} aria-label={t('inbox.pagination.label')}>
      <p role="status" className={styles.muted}>
        {t('inbox.pagination.summary', { page: page + 1, pages, total })}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
          {t('inbox.pagination.previous')}
        </Button>
        <Button variant="secondary" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
          {t('inbox.pagination.next')}
        </Button>
      </div>
    </nav>
  );
}
