// On a matter's screen: whether its client has two-step sign-in on, and, for a lost phone, removing
// it (asked once more in a dialog): the client then signs in with the e-mail code alone.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { Dialog } from 'shared-ui/dialog';
import { toast } from 'shared-ui/toaster';
import { errorMessage } from '@/lib/errors';
import styles from '@/components/screen.module.css';
import { clientsWithTwoStepQueryOptions } from '../api/get-clients-with-two-step';
import { useResetClientTwoStep } from '../api/reset-client-two-step';

export function ClientTwoStep({ clientId, clientName }: { clientId: string; clientName: string }) {
  const { t } = useTranslation('admin');
  const withTwoStep = useQuery(clientsWithTwoStepQueryOptions());
  const reset = useResetClientTwoStep();
  const [confirming, setConfirming] = useState(false);
  if (!withTwoStep.isSuccess) return null;
  const on = withTwoStep.data.includes(clientId);
  return (
    <p data-testid="admin-client-two-step">
      {t('clientArea.twoStep.label')} <strong>{on ? t('clientArea.twoStep.on') : t('clientArea.twoStep.off')}</strong>{' '}
      {on && (
        <Dialog
          open={confirming}
          onOpenChange={setConfirming}
          trigger={
            <button type="button" className={styles.textButton}>
              {t('clientArea.twoStep.reset')}
            </button>
          }
          title={t('clientArea.twoStep.resetTitle', { name: clientName })}
          description={t('clientArea.twoStep.resetBody')}
          closeLabel={t('common.cancel')}
        >
          <Button
            variant="accent"
            disabled={reset.isPending}
            onClick={() =>
              reset.mutate(clientId, {
                onSuccess: () => {
                  setConfirming(false);
                  toast.success(t('clientArea.twoStep.resetDone', { name: clientName }));
                },
                onError: (error) => toast.error(errorMessage(t, error)),
              })
            }
          >
            {t('clientArea.twoStep.resetConfirm')}
          </Button>
        </Dialog>
      )}
    </p>
  );
}
