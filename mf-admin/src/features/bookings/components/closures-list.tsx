// Days without bookings from today on: the preloaded national, Valencian and Dénia holidays (their
// dates and names can be corrected each year) and the firm's or a lawyer's own days off.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, LoadingFallback } from 'shared-ui';
import { Dialog } from 'shared-ui/dialog';
import { controlClassName, FormField } from 'shared-ui/form-field';
import { toast } from 'shared-ui/toaster';
import { LoadError } from '@/components/load-error';
import { errorMessage } from '@/lib/errors';
import styles from '@/components/screen.module.css';
import { closuresQueryOptions, type ClosureRow, type ClosureScope } from '../api/get-closures';
import { lawyersQueryOptions } from '../api/get-lawyers';
import { useChangeClosure } from '../api/change-closure';
import { closureSchema, fieldErrors, NAME_MAX_LENGTH } from '../lib/hours-schema';
import { madridDay } from '../lib/week';
import { useHoursErrorText } from './hours-error-text';

const SCOPES: ClosureScope[] = ['national', 'regional', 'local', 'firm', 'lawyer'];
type ClosureValues = { day: string; name: string; scope: ClosureScope; lawyer_id: string | null };
const EMPTY: ClosureValues = { day: '', name: '', scope: 'firm', lawyer_id: null };

function ClosureForm({ initial, id, onDone }: { initial: ClosureValues; id?: string; onDone?: () => void }) {
  const { t } = useTranslation('admin');
  const errorText = useHoursErrorText();
  const lawyers = useQuery(lawyersQueryOptions());
  const change = useChangeClosure();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = closureSchema.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    change.mutate(
      { kind: 'save', closure: { ...parsed.data, id } },
      {
        onSuccess: () => {
          toast.success(t('bookingsAdmin.closureSaved'));
          if (!id) setValues(EMPTY);
          onDone?.();
        },
        onError: (failure) => toast.error(errorMessage(t, failure)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className={styles.filters} aria-label={id ? t('bookingsAdmin.editClosure') : t('bookingsAdmin.addClosure')}>
      <FormField label={t('bookingsAdmin.closureDay')} error={errorText(errors.day)} required>
        {(control) => (
          <input
            {...control}
            type="date"
            className={controlClassName}
            value={values.day}
            onChange={(event) => setValues({ ...values, day: event.target.value })}
          />
        )}
      </FormField>
      <FormField label={t('bookingsAdmin.closureName')} error={errorText(errors.name)} required>
        {(control) => (
          <input
            {...control}
            className={controlClassName}
            maxLength={NAME_MAX_LENGTH}
            value={values.name}
            onChange={(event) => setValues({ ...values, name: event.target.value })}
          />
        )}
      </FormField>
      <FormField label={t('bookingsAdmin.closureScope')} error={errorText(errors.scope)}>
        {(control) => (
          <select
            {...control}
            className={controlClassName}
            value={values.scope}
            onChange={(event) => setValues({ ...values, scope: event.target.value as ClosureScope })}
          >
            {SCOPES.map((scope) => (
              <option key={scope} value={scope}>
                {t(`bookingsAdmin.scopes.${scope}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {values.scope === 'lawyer' && (
        <FormField label={t('bookingsAdmin.columns.lawyer')} error={errorText(errors.lawyer_id)} required>
          {(control) => (
            <select
              {...control}
              className={controlClassName}
              value={values.lawyer_id ?? ''}
              onChange={(event) => setValues({ ...values, lawyer_id: event.target.value || null })}
            >
              <option value="">{t('bookingsAdmin.choose')}</option>
              {(lawyers.data ?? []).map((lawyer) => (
                <option key={lawyer.id} value={lawyer.id}>
                  {lawyer.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" disabled={change.isPending}>
          {id ? t('bookingsAdmin.saveClosure') : t('bookingsAdmin.addClosure')}
        </Button>
      </div>
    </form>
  );
}

function ClosureItem({ closure, lawyerName }: { closure: ClosureRow; lawyerName?: string }) {
  const { t, i18n } = useTranslation('admin');
  const change = useChangeClosure();
  const [editing, setEditing] = useState(false);
  const date = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${closure.day}T12:00:00Z`),
  );
  return (
    <tr data-closure={closure.name}>
      <td className={styles.nowrap}>{date}</td>
      <th scope="row">{closure.name}</th>
      <td>
        {t(`bookingsAdmin.scopes.${closure.scope}`)}
        {lawyerName ? ` · ${lawyerName}` : ''}
      </td>
      <td>
        <div className={styles.actions}>
          <Dialog
            open={editing}
            onOpenChange={setEditing}
            title={t('bookingsAdmin.editClosureOf', { name: closure.name })}
            closeLabel={t('inbox.close')}
            trigger={
              <button type="button" className={styles.textButton} aria-label={t('bookingsAdmin.editClosureOf', { name: closure.name })}>
                {t('bookingsAdmin.edit')}
              </button>
            }
          >
            <ClosureForm
              id={closure.id}
              initial={{ day: closure.day, name: closure.name, scope: closure.scope, lawyer_id: closure.lawyer_id }}
              onDone={() => setEditing(false)}
            />
          </Dialog>
          <button
            type="button"
            className={styles.textButton}
            disabled={change.isPending}
            aria-label={t('bookingsAdmin.removeClosure', { name: closure.name })}
            onClick={() => change.mutate({ kind: 'remove', id: closure.id }, { onError: (failure) => toast.error(errorMessage(t, failure)) })}
          >
            {t('bookingsAdmin.remove')}
          </button>
        </div>
      </td>
    </tr>
  );
}

export function ClosuresList() {
  const { t } = useTranslation('admin');
  const closures = useQuery(closuresQueryOptions(madridDay(new Date())));
  const lawyers = useQuery(lawyersQueryOptions());
  const lawyerName = (id: string | null) => lawyers.data?.find((lawyer) => lawyer.id === id)?.name;
  return (
    <section aria-labelledby="closures-title">
      <h2 id="closures-title" className={styles.section}>
        {t('bookingsAdmin.closuresTitle')}
      </h2>
      <p className={styles.lead}>{t('bookingsAdmin.closuresLead')}</p>
      <ClosureForm initial={EMPTY} />
      {closures.isPending ? (
        <LoadingFallback />
      ) : closures.isError ? (
        <LoadError onRetry={() => void closures.refetch()} />
      ) : (
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('bookingsAdmin.closuresTitle')}>
          <table className={styles.table}>
            <caption data-visually-hidden>{t('bookingsAdmin.closuresTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('bookingsAdmin.closureDay')}</th>
                <th scope="col">{t('bookingsAdmin.closureName')}</th>
                <th scope="col">{t('bookingsAdmin.closureScope')}</th>
                <th scope="col">
                  <span data-visually-hidden>{t('notifications.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {closures.data.map((closure) => (
                <ClosureItem key={closure.id} closure={closure} lawyerName={lawyerName(closure.lawyer_id)} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
