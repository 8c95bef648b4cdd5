// One substitution request and its workflow: new → accepted → assigned (to a lawyer) → done, or
// rejected with a reason. Missing lawyer or reason is said beside the field before the database
// would refuse it (and the database's own refusal lands in the same place).
import { useQuery } from '@tanstack/react-query';
import { NotificationLog } from '@/components/notification-log/notification-log';
import { LoadError } from '@/components/load-error';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FIRM, LoadingFallback, telHref } from 'shared-ui';
import { controlClassName, FormField } from 'shared-ui/form-field';
import { toast } from 'shared-ui/toaster';
import { useCurrentAdmin } from '@/lib/use-current-admin';
import { errorMessage } from '@/lib/errors';
import { formatDate, formatDateTime } from '@/lib/format';
import { languageName } from '@/lib/language-name';
import styles from '@/components/screen.module.css';
import { substitutionRequestQueryOptions } from '../api/get-substitution-request';
import type { SubstitutionListRow } from '../api/get-substitution-requests';
import type { SubstitutionRequest, SubstitutionStatus } from '../api/substitution-request';
import { isOverdue } from '../lib/hearing-dates';
import { constraintField, useUpdateSubstitutionRequest, type SubstitutionChange } from '../api/update-substitution-request';
import { mailtoHref } from '@/lib/reply-links';

const OTHER = '__other__';
/** substitution_requests_assigned_lawyer_length and _rejection_reason_length: the checks and the fields' maxLength. */
const ASSIGNED_LAWYER_MAX_LENGTH = 120;
const REJECTION_REASON_MAX_LENGTH = 2000;
const FIRM_LAWYERS: readonly string[] = FIRM.lawyers.map((lawyer) => lawyer.name);

/** Loads the whole request (the list row has no notes) and shows it; the row's fresher state wins. */
export function SubstitutionDetailLoader({ row }: { row: SubstitutionListRow }) {
  const full = useQuery(substitutionRequestQueryOptions(row.id));
  if (full.isPending) return <LoadingFallback />;
  if (full.isError) return <LoadError onRetry={() => void full.refetch()} />;
  return <SubstitutionDetail request={{ ...full.data, ...row }} />;
}

export function SubstitutionDetail({ request }: { request: SubstitutionRequest }) {
  const { t, i18n } = useTranslation('admin');
  const { data: admin } = useCurrentAdmin();
  const update = useUpdateSubstitutionRequest();
  const current = request.assigned_lawyer ?? '';
  const [lawyerChoice, setLawyerChoice] = useState(current && !FIRM_LAWYERS.includes(current) ? OTHER : current);
  const [otherLawyer, setOtherLawyer] = useState(current && !FIRM_LAWYERS.includes(current) ? current : '');
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ lawyer?: string; reason?: string }>({});

  const lawyer = (lawyerChoice === OTHER ? otherLawyer : lawyerChoice).trim();

  const save = (change: Omit<SubstitutionChange, 'id'>) => {
    update.mutate(
      { id: request.id, ...change },
      {
        onSuccess: () => {
          setErrors({});
          setRejecting(false);
          toast.success(t('substitutionsAdmin.saved', { status: t(`substitutionsAdmin.status.${change.status}`) }));
        },
        onError: (error) => {
          const field = constraintField(error);
          if (field === 'lawyer') setErrors({ lawyer: t('substitutionsAdmin.errors.lawyerRequired') });
          else if (field === 'reason') setErrors({ reason: t('substitutionsAdmin.errors.reasonRequired') });
          else toast.error(errorMessage(t, error));
        },
      },
    );
  };

  const go = (status: SubstitutionStatus) => {
    if (status === 'assigned' || status === 'done') {
      if (!lawyer) return setErrors({ lawyer: t('substitutionsAdmin.errors.lawyerRequired') });
      if (lawyer.length > ASSIGNED_LAWYER_MAX_LENGTH) return setErrors({ lawyer: t('substitutionsAdmin.errors.lawyerTooLong') });
      return save({ status, assigned_lawyer: lawyer });
    }
    if (status === 'rejected') {
      if (!reason.trim()) return setErrors({ reason: t('substitutionsAdmin.errors.reasonRequired') });
      if (reason.length > REJECTION_REASON_MAX_LENGTH) return setErrors({ reason: t('substitutionsAdmin.errors.reasonTooLong') });
      return save({ status, rejection_reason: reason.trim() });
    }
    save({ status });
  };

  const who = request.status_changed_by
    ? request.status_changed_by === admin?.id
      ? t('inbox.detail.byYou', { email: admin.email })
      : t('inbox.detail.byOther', { id: request.status_changed_by.slice(0, 8) })
    : '';
  const open = request.status === 'new' || request.status === 'accepted' || request.status === 'assigned';

  return (
    <div>
      {isOverdue(request) && (
        <p className={styles.danger} role="note">
          {t('substitutionsAdmin.overdueNote')}
        </p>
      )}
      <dl className={styles.detail}>
        <dt>{t('substitutionsAdmin.columns.hearing')}</dt>
        <dd>
          {formatDate(request.hearing_date, i18n.language)}, {request.hearing_time.slice(0, 5)}
        </dd>
        <dt>{t('substitutionsAdmin.columns.court')}</dt>
        <dd>
          {request.court} ({request.city})
        </dd>
        <dt>{t('substitutionsAdmin.columns.procedure')}</dt>
        <dd>{request.procedure_type}</dd>
        <dt>{t('substitutionsAdmin.procurator')}</dt>
        <dd>{request.procurator_needed ? t('substitutionsAdmin.yes') : t('substitutionsAdmin.no')}</dd>
        <dt>{t('substitutionsAdmin.columns.lawyer')}</dt>
        <dd>
          {request.lawyer_name} — {request.colegio}, {t('substitutionsAdmin.colegiado', { number: request.colegiado_number })}
        </dd>
        <dt>{t('inbox.columns.email')}</dt>
        <dd>
          <a href={mailtoHref(request.email)}>{request.email}</a>
        </dd>
        <dt>{t('inbox.columns.phone')}</dt>
        <dd>
          <a href={telHref(request.phone)}>{request.phone}</a>
        </dd>
        <dt>{t('inbox.columns.language')}</dt>
        <dd>{languageName(request.language)}</dd>
        <dt>{t('inbox.columns.received')}</dt>
        <dd>{formatDateTime(request.created_at, i18n.language)}</dd>
        <dt>{t('inbox.columns.status')}</dt>
        <dd data-testid="substitution-status">{t(`substitutionsAdmin.status.${request.status}`)}</dd>
        {request.assigned_lawyer && (
          <>
            <dt>{t('substitutionsAdmin.assignedTo')}</dt>
            <dd>{request.assigned_lawyer}</dd>
          </>
        )}
        {request.status === 'rejected' && (
          <>
            <dt>{t('substitutionsAdmin.reason')}</dt>
            <dd data-testid="rejection-reason">{request.rejection_reason}</dd>
          </>
        )}
      </dl>
      {request.notes && <p className={styles.message}>{request.notes}</p>}
      <p className={styles.muted}>
        {request.status_changed_at
          ? t('inbox.detail.lastChange', { when: formatDateTime(request.status_changed_at, i18n.language), who })
          : t('inbox.detail.neverChanged')}
      </p>

      {open && (
        <div className={styles.section}>
          <h3>{t('substitutionsAdmin.nextStep')}</h3>
          {request.status === 'new' && (
            <div className={styles.actions}>
              <Button onClick={() => go('accepted')} disabled={update.isPending}>
                {t('substitutionsAdmin.actions.accept')}
              </Button>
            </div>
          )}
          {(request.status === 'accepted' || request.status === 'assigned') && (
            <>
              <FormField label={t('substitutionsAdmin.assignLawyer')} required error={lawyerChoice !== OTHER ? errors.lawyer : undefined}>
                {(control) => (
                  <select {...control} className={controlClassName} value={lawyerChoice} onChange={(event) => setLawyerChoice(event.target.value)}>
                    <option value="">{t('substitutionsAdmin.chooseLawyer')}</option>
                    {FIRM_LAWYERS.map((name) => (
                      <option key={name} value={name}>
                        {name}
                      </option>
                    ))}
                    <option value={OTHER}>{t('substitutionsAdmin.otherLawyer')}</option>
                  </select>
                )}
              </FormField>
              {lawyerChoice === OTHER && (
                <FormField label={t('substitutionsAdmin.otherLawyerName')} required error={errors.lawyer}>
                  {(control) => (
                    <input
                      {...control}
                      className={controlClassName}
                      value={otherLawyer}
                      maxLength={ASSIGNED_LAWYER_MAX_LENGTH}
                      onChange={(event) => setOtherLawyer(event.target.value)}
                    />
                  )}
                </FormField>
              )}
              <div className={styles.actions}>
                <Button onClick={() => go('assigned')} disabled={update.isPending}>
                  {request.status === 'assigned' ? t('substitutionsAdmin.actions.reassign') : t('substitutionsAdmin.actions.assign')}
                </Button>
                {request.status === 'assigned' && (
                  <Button variant="accent" onClick={() => go('done')} disabled={update.isPending}>
                    {t('substitutionsAdmin.actions.done')}
                  </Button>
                )}
              </div>
            </>
          )}
          <div className={styles.section}>
            {rejecting ? (
              <>
                <FormField label={t('substitutionsAdmin.reason')} required error={errors.reason} help={t('substitutionsAdmin.reasonHelp')}>
                  {(control) => (
                    <textarea
                      {...control}
                      className={controlClassName}
                      rows={3}
                      maxLength={REJECTION_REASON_MAX_LENGTH}
                      value={reason}
                      onChange={(event) => setReason(event.target.value)}
                    />
                  )}
                </FormField>
                <div className={styles.actions}>
                  <Button variant="primary" onClick={() => go('rejected')} disabled={update.isPending}>
                    {t('substitutionsAdmin.actions.confirmReject')}
                  </Button>
                  <Button variant="ghost" onClick={() => setRejecting(false)}>
                    {t('substitutionsAdmin.actions.cancel')}
                  </Button>
                </div>
              </>
            ) : (
              <Button variant="secondary" onClick={() => setRejecting(true)}>
                {t('substitutionsAdmin.actions.reject')}
              </Button>
            )}
          </div>
        </div>
      )}
      <NotificationLog requestId={request.id} title={t('notifications.logTitle')} />
    </div>
  );
}
