// Autosave of a draft to the server a few seconds after the author stops typing. Only a post that is
// a draft on the server and still a draft in the form: autosaving a published post would publish
// half-written changes, and a new post would move to its edit address mid-sentence (both keep the
// local draft until saved by hand). Typing during an autosave is never overwritten: the form stays as
// it is and only the saved baseline and version move on. A conflicting save from someone else opens
// the conflict dialog, as a manual save does; other failures wait for the next pause (the local draft
// holds the text meanwhile).
import { useEffect, useRef } from 'react';
import { isVersionConflict, useSavePost } from '../api/save-post';
import { rowFromForm, validatePost, type PostForm, type PostRow } from '../lib/post-model';

export const AUTOSAVE_DELAY_MS = 4000;

interface AutosaveOptions {
  postId: string | undefined;
  form: PostForm;
  dirty: boolean;
  savedRow: PostRow | null | undefined;
  /** A manual save or a conflict dialog is under way. */
  paused: boolean;
  onSaved: (row: PostRow, sent: PostForm) => void;
  onConflict: () => void;
}

export function useAutosave({ postId, form, dirty, savedRow, paused, onSaved, onConflict }: AutosaveOptions) {
  const { mutateAsync: savePost } = useSavePost();
  const running = useRef(false);
  const latest = useRef({ onSaved, onConflict });
  latest.current = { onSaved, onConflict };
  const eligible = Boolean(postId) && dirty && !paused && savedRow?.status === 'draft' && form.status === 'draft';

  useEffect(() => {
    if (!eligible) return;
    const timer = setTimeout(async () => {
      if (running.current || Object.keys(validatePost(form)).length > 0) return;
      running.current = true;
      try {
        const row = await savePost({ row: rowFromForm(form), id: postId, version: savedRow?.version });
        latest.current.onSaved(row, form);
      } catch (error) {
        if (isVersionConflict(error)) latest.current.onConflict();
      } finally {
        running.current = false;
      }
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [eligible, form, postId, savedRow?.version, savePost]);
}
