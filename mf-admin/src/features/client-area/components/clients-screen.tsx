// /config-blogmr/clientes: invite a client, open a matter for them, and every matter of the firm
// (each links to its own screen, where the firm works it).
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, SERVICE_IDS } from 'shared-i18n';
import { Button, LoadingFallback } from 'shared-ui';
import { controlClassName, FormField } from 'shared-ui/form-field';
import { Link } from 'shared-ui/router';
import { toast } from 'shared-ui/toaster';
import { adminPath } from '../../../lib/admin-screens';
import { errorMessage } from '../../../lib/errors';
import styles from '../../../lib/screen.module.css';
import { useCreateMatter } from '../api/create-matter';
import { clientsQueryOptions } from '../api/get-clients';
import { lawyersQueryOptions } from '../api/get-lawyers';
import { mattersQueryOptions } from '../api/get-matters';
import { useInviteClient } from '../api/invite-client';

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
        {(control) => <input {...control} className={controlClassName} value={fullName} onChange={(event) => setFullName(event.target.value)} />}
      </FormField>
      <FormField label={t('clientArea.invite.email')} error={errors.email} required>
        {(control) => (
          <input {...control} type="email" autoComplete="off" className={controlClassName} value={email} onChange={(event) => setEmail(event.target.value)} />
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
        {(control) => <input {...control} className={controlClassName} value={title} onChange={(event) => setTitle(event.target.value)} />}
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

export default function ClientsScreen() {
  const { t } = useTranslation('admin');
  const matters = useQuery(mattersQueryOptions());
  return (
    <section data-page="admin:clientes" className={styles.screen}>
      <header className={styles.header}>
        <div>
          <h1>{t('screens.clientes')}</h1>
          <p className={styles.lead}>{t('clientArea.lead')}</p>
        </div>
        <Link to={adminPath('plantillas')}>{t('screens.plantillas')}</Link>
      </header>
      <InviteForm />
      <NewMatterForm />
      <h2 className={styles.section}>{t('clientArea.matters')}</h2>
      {matters.isPending ? (
        <LoadingFallback />
      ) : matters.isError ? (
        <p role="alert">{errorMessage(t, matters.error)}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.srOnly}>{t('clientArea.matters')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('clientArea.matter.title')}</th>
                <th scope="col">{t('clientArea.matter.client')}</th>
                <th scope="col">{t('clientArea.matter.status')}</th>
                <th scope="col">{t('clientArea.matter.nextStep')}</th>
              </tr>
            </thead>
            <tbody>
              {matters.data.map((matter) => (
                <tr key={matter.id}>
                  <td>
                    <Link to={adminPath(`clientes/${matter.id}`)}>{matter.title}</Link>
                  </td>
                  <td>{matter.clients?.full_name}</td>
                  <td>{t(`clientArea.status.${matter.status}`)}</td>
                  <td>{matter.next_step ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
