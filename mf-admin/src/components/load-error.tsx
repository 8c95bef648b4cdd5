// "Could not load" with a retry button: what every admin screen and dialog shows when a read fails.
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <p role="alert">
      {t('common.loadError')}{' '}
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </p>
  );
}
