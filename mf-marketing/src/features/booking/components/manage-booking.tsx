// The page behind the e-mail's link (?booking=<token>): the booking's time and state, and a way to
// move or cancel it until it starts, without an account. A move issues a new token: the address bar
// takes it, so a reload shows the booking at its new time.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, LoadingFallback } from 'shared-ui';
import { Link, useLocation, useSearchParams } from 'shared-ui/router';
import formStyles from '@/components/forms/form.module.css';
import { useCancelBooking } from '../api/cancel-booking';
import { bookingByTokenQueryOptions } from '../api/get-booking';
import { formatDateTime, OFFICE_TIME_ZONE, visitorTimeZone } from '../lib/slot-days';
import styles from './booking.module.css';
import { MoveBooking } from './move-booking';

type Step = 'view' | 'confirm-cancel' | 'move';

export function ManageBooking({ token }: { token: string }) {
  const { t, i18n } = useTranslation('contact');
  const { pathname } = useLocation();
  const [, setParams] = useSearchParams();
  const booking = useQuery(bookingByTokenQueryOptions(token));
  const cancel = useCancelBooking(token);
  const [step, setStep] = useState<Step>('view');
  const [moved, setMoved] = useState(false);
  const locale = i18n.language === 'en' ? 'en-GB' : i18n.language;
  const zone = visitorTimeZone();

  if (booking.isPending) return <LoadingFallback />;
  if (booking.isError) {
    return (
      <p className={styles.error} role="alert">
        {t('booking.loadError')}{' '}
        <button type="button" className={formStyles.linkButton} onClick={() => void booking.refetch()}>
          {t('booking.retry')}
        </button>
      </p>
    );
  }
  const data = booking.data;
  const open = data && !cancel.isSuccess && data.status === 'confirmed';
  return (
    <section className={formStyles.form} aria-labelledby="manage-booking-title" data-testid="manage-booking">
      <div className={formStyles.wide}>
        <h2 id="manage-booking-title" className={formStyles.formTitle}>
          {t('booking.manage.title')}
        </h2>
        {!data ? (
          <p role="alert">{t('booking.manage.notFound')}</p>
        ) : (
          <>
            <div className={styles.summary}>
              <p>
                <strong>{formatDateTime(data.starts_at, locale, zone)}</strong>
                {zone !== OFFICE_TIME_ZONE && <> ({t('booking.spainTime', { time: formatDateTime(data.starts_at, locale, OFFICE_TIME_ZONE) })})</>}
              </p>
              <p>{t(`booking.modes.${data.mode}`)}</p>
              <p data-testid="booking-status">{t(`booking.manage.status.${data.status}`)}</p>
            </div>
            <div role="status">
              {cancel.isSuccess && <p>{t('booking.manage.cancelled')}</p>}
              {moved && step === 'view' && <p>{t('booking.manage.moved')}</p>}
            </div>
            {open && step === 'move' && data.can_move && (
              <MoveBooking
                token={token}
                mode={data.mode}
                onCancel={() => setStep('view')}
                onMoved={(result) => {
                  setMoved(true);
                  setStep('view');
                  setParams({ booking: result.manage_token }, { replace: true });
                }}
              />
            )}
            {open && step === 'confirm-cancel' && (
              <div className={formStyles.actions}>
                <p>{t('booking.manage.confirm')}</p>
                <Button variant="accent" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
                  {t('booking.manage.cancelYes')}
                </Button>
                <Button variant="secondary" onClick={() => setStep('view')}>
                  {t('booking.manage.keep')}
                </Button>
              </div>
            )}
            {open && step === 'view' && (
              <div className={formStyles.actions}>
                {data.can_move && (
                  <Button variant="secondary" onClick={() => setStep('move')}>
                    {t('booking.manage.move')}
                  </Button>
                )}
                {data.can_cancel && (
                  <Button variant="secondary" onClick={() => setStep('confirm-cancel')}>
                    {t('booking.manage.cancel')}
                  </Button>
                )}
              </div>
            )}
            {cancel.isError && (
              <p className={styles.error} role="alert">
                {t('booking.manage.cancelFailed')}
              </p>
            )}
          </>
        )}
        <p>
          <Link to={pathname}>{t('booking.success.again')}</Link>
        </p>
      </div>
    </section>
  );
}
