// /config-blogmr/post/new and /config-blogmr/post/:postId — the multilingual post editor.
// Every change is kept as a local draft (reload, crash or expired session lose nothing); leaving
// with unsaved changes asks first; the slug follows the Spanish title until edited by hand. The state
// is post-editor-reducer.ts, the requests use-post-editor.ts; this file lays the parts out.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'shared-ui/router';
import { Button, LoadingFallback } from 'shared-ui';
import { Dialog } from 'shared-ui/dialog';
import { LoadError } from '@/components/load-error';
import { postQueryOptions } from '@/features/posts/api/get-post';
import { postsQueryOptions } from '@/features/posts/api/list-posts';
import type { PostRow } from '@/features/posts/lib/post-model';
import { ConflictDialog } from '@/features/posts/components/conflict-dialog';
import { EditorActions } from '@/features/posts/components/editor-actions';
import { ImageField } from '@/features/posts/components/image-field';
import { LanguagePanel } from '@/features/posts/components/language-panel';
import { LanguageTabs } from '@/features/posts/components/language-tabs';
import { PostDetailsFields } from '@/features/posts/components/post-details-fields';
import { PublishPanel } from '@/features/posts/components/publish-panel';
import { SlugField } from '@/features/posts/components/slug-field';
import { usePostEditor } from '@/features/posts/components/use-post-editor';
import styles from '@/features/posts/components/post-editor.module.css';

export default function PostEditorScreen() {
  const { postId } = useParams();
  const { t } = useTranslation('admin');
  const post = useQuery({ ...postQueryOptions(postId ?? ''), enabled: Boolean(postId) });
  const posts = useQuery(postsQueryOptions());
  const heading = postId ? t('editor.editTitle') : t('screens.postNew');
  const page = postId ? 'admin:post/edit' : 'admin:post/new';

  let body;
  if (postId && post.isPending) body = <LoadingFallback />;
  else if (postId && post.isError) body = <LoadError onRetry={() => void post.refetch()} />;
  else if (postId && !post.data) body = <p role="alert">{t('editor.notFound')}</p>;
  else {
    const otherSlugs = (posts.data ?? []).filter((row) => row.id !== postId).map((row) => row.slug);
    body = <PostEditor key={postId ?? 'new'} postId={postId} initialRow={post.data ?? undefined} otherSlugs={otherSlugs} />;
  }
  return (
    <section data-page={page} className={styles.screen}>
      <h1>{heading}</h1>
      {body}
    </section>
  );
}

function PostEditor({ postId, initialRow, otherSlugs }: { postId?: string; initialRow?: PostRow; otherSlugs: string[] }) {
  const { t, i18n } = useTranslation('admin');
  const editor = usePostEditor({ postId, initialRow, otherSlugs });
  const { state, dispatch, blocker } = editor;
  const { form, errors, active } = state;
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <form
      className={styles.editor}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void editor.save();
      }}
    >
      {state.draftNotice && (
        <div className={styles.notice} role="status">
          <p>{t('editor.draftRestored', { date: dateTime.format(new Date(state.draftNotice)) })}</p>
          <Button variant="secondary" onClick={editor.discardDraft}>
            {t('editor.discardDraft')}
          </Button>
        </div>
      )}
      {state.problem && (
        <p className={styles.problem} role="alert">
          {t(`editor.problems.${state.problem}`)}
        </p>
      )}

      <div className={styles.columns}>
        <div className={styles.texts}>
          <LanguageTabs texts={form.texts} errors={errors} active={active} onSelect={(language) => dispatch({ type: 'tab', language })} />
          <LanguagePanel form={form} language={active} errors={errors} otherSlugs={otherSlugs} dispatch={dispatch} />
        </div>

        <div className={styles.side}>
          <PublishPanel form={form} saved={state.savedRow} errors={errors} onChange={(patch) => dispatch({ type: 'edit', patch })} />
          <SlugField slug={form.slug} edited={state.slugEdited} error={errors.slug} otherSlugs={otherSlugs} dispatch={dispatch} />
          <PostDetailsFields form={form} errors={errors} dispatch={dispatch} />
          <ImageField
            image={form.image}
            error={errors.image}
            uploading={editor.uploading}
            onFile={(file) => void editor.uploadImage(file)}
            dispatch={dispatch}
          />
        </div>
      </div>

      <p className={styles.statusLine} role="status" aria-live="polite">
        {state.status ? t(state.status.key, state.status.values ?? {}) : ''}
      </p>

      <EditorActions
        postId={postId}
        savedRow={state.savedRow}
        form={form}
        language={active}
        dialog={state.dialog}
        dirty={editor.dirty}
        saving={state.busy === 'saving'}
        uploading={editor.uploading}
        restoring={state.busy === 'resolving'}
        deleting={editor.deleting}
        onRestore={(revision) => void editor.restore(revision)}
        onDelete={() => void editor.remove()}
        dispatch={dispatch}
      />
      <ConflictDialog
        open={state.conflict.open}
        mine={form}
        theirs={state.conflict.theirs}
        language={active}
        busy={state.busy === 'resolving'}
        onOpenChange={(open) => !open && dispatch({ type: 'conflictClosed' })}
        onChoose={(choice) => void editor.resolveConflict(choice)}
      />

      <Dialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => !open && blocker.state === 'blocked' && blocker.reset()}
        title={t('editor.leaveTitle')}
        description={t('editor.leaveBody')}
        closeLabel={t('editor.stay')}
      >
        <Button variant="accent" onClick={() => blocker.state === 'blocked' && blocker.proceed()}>
          {t('editor.leave')}
        </Button>
      </Dialog>
    </form>
  );
}
