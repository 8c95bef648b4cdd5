// Where the post stands on the public site and what saving will do: draft, published, scheduled for
// a date and time (the database publishes it then, within seconds), or taken down.
import { useTranslation } from 'react-i18next';
import { FormField, controlClassName } from 'shared-ui/form-field';
import { POST_STATUSES, type FieldErrors, type PostForm, type PostRow, type PostStatus } from '../lib/post-model';
import styles from './post-editor.module.css';
import { SiteStatus } from './site-status';

interface PublishPanelProps {
  form: PostForm;
  saved?: PostRow;
  errors: FieldErrors;
  onChange: (patch: Partial<PostForm>) => void;
}

export function PublishPanel({ form, saved, errors, onChange }: PublishPanelProps) {
  const { t, i18n } = useTranslation('admin');
  const format = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
  const error = (path: string) => (errors[path] ? t(errors[path].key, { max: errors[path].max }) : undefined);

  let live: string;
  if (!saved) live = t('editor.publish.live.new');
  else if (saved.status === 'published') live = t('editor.publish.live.published', { date: format(saved.published_at ?? saved.updated_at ?? '') });
  else if (saved.status === 'scheduled' && saved.publish_at) live = t('editor.publish.live.scheduled', { date: format(saved.publish_at) });
  else live = t(`editor.publish.live.${saved.status === 'unpublished' ? 'unpublished' : 'draft'}`);

  return (
    <fieldset className={styles.publish}>
      <legend>{t('editor.publish.title')}</legend>
      <p className={styles.help} data-testid="post-live-state">
        {live}
      </p>
      {saved && (
        <p className={styles.help}>
          <SiteStatus post={saved} announce />
        </p>
      )}
      <FormField label={t('editor.publish.status')} help={t(`editor.publish.help.${form.status}`)}>
        {(control) => (
          <select
            {...control}
            className={controlClassName}
            name="status"
            value={form.status}
            onChange={(event) => onChange({ status: event.target.value as PostStatus })}
          >
            {POST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`editor.publish.states.${status}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {form.status === 'scheduled' && (
        <FormField
          label={t('editor.publish.publishAt')}
          required
          error={error('publishAt')}
          help={t('editor.publish.timeZone', { zone: Intl.DateTimeFormat().resolvedOptions().timeZone })}
        >
          {(control) => (
            <input
              {...control}
              className={controlClassName}
              type="datetime-local"
              name="publish_at"
              value={form.publishAt}
              onChange={(event) => onChange({ publishAt: event.target.value })}
            />
          )}
        </FormField>
      )}
    </fieldset>
  );
}
