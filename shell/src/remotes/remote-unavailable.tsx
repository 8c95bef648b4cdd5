import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import styles from './remote-unavailable.module.css';

export function RemoteUnavailable({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.box} role="alert" data-remote-unavailable={remote}>
      <h2 className={styles.title}>{t('remoteUnavailable.title')}</h2>
      <p>{t('remoteUnavailable.body')}</p>
      <Button onClick={onRetry}>{t('remoteUnavailable.retry')}</Button>
    </div>
  );
}

/** Beside a generated part whose code did not load: its content is still there, only what needs the code does not respond. */
export function RemoteStaticNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <p className={styles.notice} role="status" data-remote-static="">
      <span>{t('remoteUnavailable.partial')}</span>{' '}
      <Button variant="ghost" onClick={onRetry}>
        {t('remoteUnavailable.retry')}
      </Button>
    </p>
  );
}
