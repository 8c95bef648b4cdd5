// /config-blogmr/clientes: invite a client, open a matter for them, and the firm's matters as a list
// screen (components/list-screen.tsx: searched and filtered on the server, paged), each opening its
// own screen, where the firm works it.
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, SERVICE_IDS } from 'shared-i18n';
import { Button } from 'shared-ui';
import { controlClassName, EMAIL_MAX_LENGTH, FormField } from 'shared-ui/form-field';
import { CLIENT_AREA_LIMITS } from '@/features/client-area/lib/limits';
import { Link } from 'shared-ui/router';
import { toast } from 'shared-ui/toaster';
import { ListScreen, useList, type ListFilter } from '@/components/list-screen';
import { adminPath } from '@/lib/admin-screens';
import { errorMessage } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import styles from '@/components/screen.module.css';
import { useCreateMatter } from '@/features/client-area/api/create-matter';
import { clientsQueryOptions } from '@/features/client-area/api/get-clients';
import { lawyersQueryOptions } from '@/features/client-area/api/get-lawyers';
import { EMPTY_MATTER_FILTERS, MATTER_STATUSES, mattersQueryOptions, type MatterFilters, type MatterListRow } from '@/features/client-area/api/get-matters';
import { useInviteClient } from '@/features/client-area/api/invite-client';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

function InviteForm() {
  const { t } = useTranslation('admin');
  const invite = useInviteClient();
  const [email, setEmail] = useState('');
  const [fullName, setFullName] = useState('');
  const [language, setLanguage] = useState('es');
  const [errors, setErrors] = useState<{ email?: string; fullName?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      email: EMAIL.test(email.trim()) ? undefined : t('clientArea.errors.email'),
      fullName: fullName.trim() ? undefined : t('clientArea.errors.required'),
    };
    setErrors(found);
    if (found.email || found.fullName) return;
    invite.mutate(
      { email: email.trim(), fullName: fullName.trim(), language },
      {
        onSuccess: () => {
          toast.success(t('clientArea.invite.done', { email: email.trim() }));
          setEmail('');
          setFullName('');
        },
        onError: (error) =>
          (error as { message?: string }).message === 'client_email_taken'
            ? setErrors({ email: t('clientArea.errors.emailTaken') })
            : toast.error(errorMessage(t, error)),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className={styles.filters} aria-labelledby="invite-title">
      <h2 id="invite-title" className={styles.section}>
        {t('clientArea.invite.title')}
      </h2>
      <FormField label={t('clientArea.invite.fullName')} error={errors.fullName} required>
        {(control) => (
          <input
            {...control}
            className={controlClassName}
            maxLength={CLIENT_AREA_LIMITS.fullName}
            value={fullName}
            onChange={(event) => setFullName(event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('clientArea.invite.email')} error={errors.email} required>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="off"
            className={controlClassName}
            maxLength={EMAIL_MAX_LENGTH}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('clientArea.invite.language')}>
        {(control) => (
          <select {...control} className={controlClassName} value={language} onChange={(event) => setLanguage(event.target.value)}>
            {LANGUAGE_CODES.map((code) => (
              <option key={code} value={code}>
                {t(`clientArea.languages.${code}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div>
        <Button type="submit" disabled={invite.isPending}>
          {t('clientArea.invite.submit')}
        </Button>
      </div>
    </form>
  );
}

function NewMatterForm() {
  const { t } = useTranslation('admin');
  const clients = useQuery(clientsQueryOptions());
  const lawyers = useQuery(lawyersQueryOptions());
  const create = useCreateMatter();
  const [clientId, setClientId] = useState('');
  const [title, setTitle] = useState('');
  const [area, setArea] = useState<(typeof SERVICE_IDS)[number]>('civil');
  const [lawyerId, setLawyerId] = useState('');
  const [errors, setErrors] = useState<{ client?: string; title?: string }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { client: clientId ? undefined : t('clientArea.errors.required'), title: title.trim() ? undefined : t('clientArea.errors.required') };
    setErrors(found);
    if (found.client || found.title) return;
    create.mutate(
      { client_id: clientId, title: title.trim(), practice_area: area, lawyer_id: lawyerId || null },
      {
        onSuccess: () => {
          toast.success(t('clientArea.matter.created'));
          setTitle('');
        },
        onError: (error) => toast.error(errorMessage(t, error)),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className={styles.filters} aria-labelledby="new-matter-title">
      <h2 id="new-matter-title" className={styles.section}>
        {t('clientArea.matter.new')}
      </h2>
      <FormField label={t('clientArea.matter.client')} error={errors.client} required>
        {(control) => (
          <select {...control} className={controlClassName} value={clientId} onChange={(event) => setClientId(event.target.value)}>
            <option value="">{t('clientArea.matter.chooseClient')}</option>
            {clients.data?.map((client) => (
              <option key={client.id} value={client.id}>
                {client.full_name} ({client.email})
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('clientArea.matter.title')} error={errors.title} required>
        {(control) => (
          <input
            {...control}
            className={controlClassName}
            maxLength={CLIENT_AREA_LIMITS.matterTitle}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('clientArea.matter.area')}>
        {(control) => (
          <select {...control} className={controlClassName} value={area} onChange={(event) => setArea(event.target.value as typeof area)}>
            {SERVICE_IDS.map((id) => (
              <option key={id} value={id}>
                {t(`clientArea.areas.${id}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('clientArea.matter.lawyer')}>
        {(control) => (
          <select {...control} className={controlClassName} value={lawyerId} onChange={(event) => setLawyerId(event.target.value)}>
            <option value="">—</option>
            {lawyers.data?.map((lawyer) => (
              <option key={lawyer.id} value={lawyer.id}>
                {lawyer.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div>
        <Button type="submit" disabled={create.isPending}>
          {t('clientArea.matter.create')}
        </Button>
      </div>
    </form>
  );
}

function MatterRow({ matter }: { matter: MatterListRow }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <tr data-matter-id={matter.id}>
      <th scope="row">{matter.title}</th>
      <td>
        {matter.clients?.full_name}
        <br />
        <span className={styles.muted}>{matter.clients?.email}</span>
      </td>
      <td>{t(`clientArea.status.${matter.status}`)}</td>
      <td>
        {matter.next_step ?? '—'}
        {matter.next_step_on && (
          <>
            <br />
            <span className={styles.muted}>{formatDate(matter.next_step_on, i18n.language)}</span>
          </>
        )}
      </td>
      <td>
        <Link to={adminPath(`clientes/${matter.id}`)} className={styles.textButton} aria-label={t('clientArea.openMatter', { title: matter.title })}>
          {t('clientArea.open')}
        </Link>
      </td>
    </tr>
  );
}

export default function ClientsScreen() {
  const { t } = useTranslation('admin');
  const list = useList(EMPTY_MATTER_FILTERS, mattersQueryOptions);
  const clients = useQuery(clientsQueryOptions());
  const filters: ListFilter<MatterFilters>[] = [
    { kind: 'search', label: t('inbox.filters.search'), help: t('clientArea.filters.searchHelp') },
    {
      kind: 'select',
      key: 'status',
      label: t('clientArea.matter.status'),
      any: t('inbox.filters.all'),
      options: MATTER_STATUSES.map((status) => ({ value: status, label: t(`clientArea.status.${status}`) })),
    },
    {
      kind: 'select',
      key: 'client',
      label: t('clientArea.matter.client'),
      any: t('inbox.filters.all'),
      options: (clients.data ?? []).map((client) => ({ value: client.id, label: `${client.full_name} (${client.email})` })),
    },
  ];
  return (
    <ListScreen
      page="admin:clientes"
      title={t('screens.clientes')}
      lead={t('clientArea.lead')}
      list={list}
      actions={<Link to={adminPath('plantillas')}>{t('screens.plantillas')}</Link>}
      notice={
        <>
          <InviteForm />
          <NewMatterForm />
          <h2 className={styles.section}>{t('clientArea.matters')}</h2>
        </>
      }
      filters={filters}
      caption={t('clientArea.matters')}
      columns={[t('clientArea.matter.title'), t('clientArea.matter.client'), t('clientArea.matter.status'), t('clientArea.matter.nextStep')]}
      renderRow={(matter) => <MatterRow key={matter.id} matter={matter} />}
    />
  );
}
