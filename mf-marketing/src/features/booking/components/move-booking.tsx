// Moving a booking from the e-mail's link: day → time among the free times of the same mode, then
// confirm. A time taken meanwhile is refused beside the times, which refresh; nothing chosen is lost.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import formStyles from '@/components/forms/form.module.css';
import { errorText } from '@/components/forms/validation';
import { freeSlotsQueryOptions } from '../api/get-free-slots';
import { MoveLimitError, SlotTakenError, useMoveBooking, type MovedBooking } from '../api/move-booking';
import type { ManagedBooking } from '../api/get-booking';
import { SlotPicker } from './slot-picker';
import styles from './booking.module.css';

interface MoveBookingProps {
  token: string;
  mode: ManagedBooking['mode'];
  onMoved: (moved: MovedBooking) => void;
  onCancel: () => void;
}

export function MoveBooking({ token, mode, onMoved, onCancel }: MoveBookingProps) {
  const { t } = useTranslation('contact');
  const slots = useQuery(freeSlotsQueryOptions(mode));
  const move = useMoveBooking(token);
  const [day, setDay] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [error, setError] = useState<{ day?: string; startsAt?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!day) return setError({ day: 'chooseDay' });
    if (!startsAt) return setError({ startsAt: 'chooseTime' });
    setError({});
    move.mutate(startsAt, {
      onSuccess: onMoved,
      onError: (failure) => {
        if (failure instanceof SlotTakenError) setError({ startsAt: 'slotTaken' });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="move-booking-title" data-testid="move-booking">
      <h3 id="move-booking-title">{t('booking.manage.moveTitle')}</h3>
      <SlotPicker
        idPrefix="move"
        slots={slots}
        day={day}
        startsAt={startsAt}
        onDayChange={(value) => {
          setDay(value);
          setStartsAt('');
        }}
        onTimeChange={setStartsAt}
        dayError={errorText(t, error.day)}
        timeError={errorText(t, error.startsAt)}
      />
      {move.isError && !(move.error instanceof SlotTakenError) && (
        <p className={styles.error} role="alert">
          {t(move.error instanceof MoveLimitError ? 'booking.manage.moveLimit' : 'booking.manage.moveFailed')}
        </p>
      )}
      <div className={formStyles.actions}>
        <Button type="submit" variant="accent" disabled={move.isPending}>
          {t('booking.manage.moveSubmit')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('booking.manage.moveBack')}
        </Button>
      </div>
    </form>
  );
}
