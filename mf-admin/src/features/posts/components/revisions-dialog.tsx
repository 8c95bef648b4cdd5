// The post's saved versions, newest first: when and by whom, which fields changed (grouped by
// language), the Spanish title of that version, a comparison with the text being edited, and a way to
// bring one back as a new save.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, LANGUAGES, type Language } from 'shared-i18n';
import { Button, LoadingFallback } from 'shared-ui';
import { Dialog } from 'shared-ui/dialog';
import { useAdminSession } from '@/lib/admin-session';
import { revisionsQueryOptions, type PostRevision } from '../api/list-revisions';
import { formFromRow, type PostForm } from '../lib/post-model';
import { TextsCompare } from './texts-compare';
import styles from './post-editor.module.css';

const languageOfField = (field: string): Language => {
  const suffix = field.slice(-3);
  const code = suffix.startsWith('_') ? suffix.slice(1) : 'es';
  return (LANGUAGE_CODES as readonly string[]).includes(code) ? (code as Language) : 'es';
};

interface RevisionsDialogProps {
  postId: string;
  currentVersion: number;
  /** What the editor shows now, to compare a version with. */
  current: PostForm;
  language: Language;
  open: boolean;
  restoring: boolean;
  onOpenChange: (open: boolean) => void;
  onRestore: (revision: PostRevision) => void;
}

export function RevisionsDialog({ postId, currentVersion, current, language, open, restoring, onOpenChange, onRestore }: RevisionsDialogProps) {
  const { t, i18n } = useTranslation('admin');
  const { user } = useAdminSession();
  const [comparing, setComparing] = useState<number | null>(null);
  const savedBy = (revision: PostRevision) =>
    t(revision.saved_by === user.id ? 'editor.history.byYou' : revision.saved_by ? 'editor.history.byOther' : 'editor.history.bySystem');
  const revisions = useQuery({ ...revisionsQueryOptions(postId), enabled: open });
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const languages = (revision: PostRevision) => [...new Set(revision.changed_fields.map(languageOfField))].map((code) => LANGUAGES[code].nativeName).join(', ');

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t('editor.history.title')}
      description={t('editor.history.body')}
      closeLabel={t('common.close')}
    >
      {revisions.isPending ? (
        <LoadingFallback />
      ) : revisions.isError ? (
        <p role="alert">{t('common.loadError')}</p>
      ) : (
        <ol className={styles.revisions}>
          {revisions.data.map((revision) => (
            <li key={revision.id} data-version={revision.version}>
              <p>
                <strong>{t('editor.history.version', { version: revision.version })}</strong> ·{' '}
                <time dateTime={revision.saved_at}>{format.format(new Date(revision.saved_at))}</time> · {savedBy(revision)}
              </p>
              <p className={styles.help}>
                «{revision.snapshot.title}» · {t('editor.history.changed', { languages: languages(revision) || '—', count: revision.changed_fields.length })}
              </p>
              {revision.version === currentVersion ? (
                <p className={styles.help}>{t('editor.history.current')}</p>
              ) : (
                <>
                  <div className={styles.choices}>
                    <Button
                      variant="ghost"
                      aria-expanded={comparing === revision.id}
                      onClick={() => setComparing((shown) => (shown === revision.id ? null : revision.id))}
                    >
                      {t('editor.history.compare', { version: revision.version })}
                    </Button>
                    <Button variant="secondary" disabled={restoring} onClick={() => onRestore(revision)}>
                      {t('editor.history.restore', { version: revision.version })}
                    </Button>
                  </div>
                  {comparing === revision.id && (
                    <TextsCompare
                      left={current}
                      right={formFromRow(revision.snapshot)}
                      language={language}
                      leftLabel={t('editor.history.currentColumn')}
                      rightLabel={t('editor.history.version', { version: revision.version })}
                    />
                  )}
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
