// The editor's buttons and the dialogs they open: save (the form's submit), preview, the saved
// versions (with restore) and delete (asks first). Publishing is the status in publish-panel.tsx,
// applied by saving.
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from 'shared-i18n';
import { Button } from 'shared-ui';
import { Dialog } from 'shared-ui/dialog';
import type { PostRevision } from '../api/list-revisions';
import type { PostForm, PostRow } from '../lib/post-model';
import type { EditorAction, EditorDialog } from './post-editor-reducer';
import { PostPreview } from './post-preview';
import { RevisionsDialog } from './revisions-dialog';
import styles from './post-editor.module.css';

interface EditorActionsProps {
  postId: string | undefined;
  savedRow: PostRow | undefined;
  form: PostForm;
  language: Language;
  dialog: EditorDialog | null;
  dirty: boolean;
  saving: boolean;
  uploading: boolean;
  restoring: boolean;
  deleting: boolean;
  onRestore: (revision: PostRevision) => void;
  onDelete: () => void;
  dispatch: Dispatch<EditorAction>;
}

export function EditorActions(props: EditorActionsProps) {
  const { postId, savedRow, form, language, dialog, dirty, saving, uploading, restoring, deleting, onRestore, onDelete, dispatch } = props;
  const { t } = useTranslation('admin');
  const open = (name: EditorDialog) => dispatch({ type: 'dialog', dialog: name });
  const openChange = (name: EditorDialog) => (isOpen: boolean) => dispatch({ type: 'dialog', dialog: isOpen ? name : null });
  return (
    <>
      <div className={styles.actions}>
        <Button type="submit" disabled={saving || uploading}>
          {saving ? t('editor.saving') : t('editor.save')}
        </Button>
        <Button variant="secondary" onClick={() => open('preview')}>
          {t('editor.preview')}
        </Button>
        {postId && savedRow && (
          <Button variant="secondary" onClick={() => open('history')}>
            {t('editor.history.open')}
          </Button>
        )}
        {postId && (
          <Button variant="ghost" className={styles.danger} onClick={() => open('delete')}>
            {t('editor.delete')}
          </Button>
        )}
        {dirty && <span className={styles.unsaved}>{t('editor.unsaved')}</span>}
      </div>

      <PostPreview form={form} language={language} open={dialog === 'preview'} onOpenChange={openChange('preview')} />
      {postId && savedRow && (
        <RevisionsDialog
          postId={postId}
          currentVersion={savedRow.version}
          current={form}
          language={language}
          open={dialog === 'history'}
          restoring={restoring}
          onOpenChange={openChange('history')}
          onRestore={onRestore}
        />
      )}
      <Dialog
        open={dialog === 'delete'}
        onOpenChange={openChange('delete')}
        title={t('editor.deleteTitle')}
        description={t('editor.deleteBody', { title: form.texts.es.title })}
        closeLabel={t('common.cancel')}
      >
        <Button variant="accent" disabled={deleting} onClick={onDelete}>
          {t('editor.deleteConfirm')}
        </Button>
      </Dialog>
    </>
  );
}
