// Unsaved editor content kept in localStorage, per post ('new' for a post not saved yet), so a
// reload, a crash or an expired session never loses what was typed.
import type { PostForm } from './post-model';

export interface PostDraft {
  form: PostForm;
  slugEdited: boolean;
  savedAt: string;
}

const key = (postId: string | undefined) => `mf-admin:post-draft:${postId ?? 'new'}`;

export function readDraft(postId: string | undefined): PostDraft | null {
  try {
    const raw = localStorage.getItem(key(postId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as PostDraft;
    return draft && typeof draft === 'object' && draft.form?.texts ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(postId: string | undefined, draft: Omit<PostDraft, 'savedAt'>) {
  try {
    localStorage.setItem(key(postId), JSON.stringify({ ...draft, savedAt: new Date().toISOString() }));
  } catch {
    // Storage full or disabled: the editor still works, only the safety net is gone.
  }
}

export function clearDraft(postId: string | undefined) {
  try {
    localStorage.removeItem(key(postId));
  } catch {
    // see writeDraft
  }
}
