// Someone else saved the post while it was open here. Nothing of either version is lost: keep theirs
// (this editor reloads it), keep mine (save over theirs; theirs stays in the history), or keep both
// (mine becomes a new draft).
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from 'shared-i18n';
import { Button } from 'shared-ui';
import { Dialog } from 'shared-ui/dialog';
import { formFromRow, TEXT_FIELDS, type PostForm, type PostRow } from '../post-model';
import styles from './post-editor.module.css';

export type ConflictChoice = 'theirs' | 'mine' | 'copy';

interface ConflictDialogProps {
  open: boolean;
  mine: PostForm;
  /** The version saved meanwhile (null while it loads or when it could not be read). */
  theirs: PostRow | null;
  language: Language;
  busy: boolean;
  onChoose: (choice: ConflictChoice) => void;
  onOpenChange: (open: boolean) => void;
}

export function ConflictDialog({ open, mine, theirs, language, busy, onChoose, onOpenChange }: ConflictDialogProps) {
  const { t } = useTranslation('admin');
  const theirForm = theirs ? formFromRow(theirs) : null;
  const differing = theirForm ? TEXT_FIELDS.filter((field) => theirForm.texts[language][field] !== mine.texts[language][field]) : [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="lg" title={t('editor.conflict.title')} description={t('editor.conflict.body')} closeLabel={t('common.cancel')}>
      {theirForm && differing.length > 0 && (
        <table className={styles.compare} lang={language} dir={LANGUAGES[language].dir}>
          <caption>{t('editor.conflict.compare', { language: LANGUAGES[language].nativeName })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('editor.conflict.field')}</th>
              <th scope="col">{t('editor.conflict.mineColumn')}</th>
              <th scope="col">{t('editor.conflict.theirsColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {differing.map((field) => (
              <tr key={field}>
                <th scope="row">{t(`editor.fields.${field}`)}</th>
                <td>{mine.texts[language][field]}</td>
                <td>{theirForm.texts[language][field]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className={styles.choices}>
        <Button variant="secondary" disabled={busy} onClick={() => onChoose('theirs')}>
          {t('editor.conflict.theirs')}
        </Button>
        <Button variant="accent" disabled={busy} onClick={() => onChoose('mine')}>
          {t('editor.conflict.mine')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => onChoose('copy')}>
          {t('editor.conflict.copy')}
        </Button>
      </div>
    </Dialog>
  );
}
