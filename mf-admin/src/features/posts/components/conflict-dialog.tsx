// Someone else saved the post while it was open here. Nothing of either version is lost: keep theirs
// (this editor reloads it), keep mine (save over theirs; theirs stays in the history), or keep both
// (mine becomes a new draft).
import { useTranslation } from 'react-i18next';
import type { Language } from 'shared-i18n';
import { Button } from 'shared-ui';
import { Dialog } from 'shared-ui/dialog';
import { formFromRow, type PostForm, type PostRow } from '../lib/post-model';
import { TextsCompare } from './texts-compare';
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
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t('editor.conflict.title')}
      description={t('editor.conflict.body')}
      closeLabel={t('common.cancel')}
    >
      {theirForm && (
        <TextsCompare
          left={mine}
          right={theirForm}
          language={language}
          leftLabel={t('editor.conflict.mineColumn')}
          rightLabel={t('editor.conflict.theirsColumn')}
        />
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
