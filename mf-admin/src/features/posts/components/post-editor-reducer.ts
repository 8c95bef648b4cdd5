// The post editor's state and every way it changes, as a pure reducer: the form, whether the slug
// still follows the Spanish title, the row last loaded or saved (its version goes with the next
// save), field errors, the problem and status lines, the language tab, which dialog is open, and the
// save / conflict flow. The requests themselves run in use-post-editor.ts, which dispatches what they answered.
import { slugify, uniqueSlug, type Language } from 'shared-i18n';
import type { PostDraft } from '../lib/draft-storage';
import { emptyForm, formFromRow, type FieldErrors, type PostForm, type PostRow, type SeoField, type TextField } from '../lib/post-model';

export type SaveProblem = 'slugTaken' | 'permission' | 'network' | 'saveFailed' | 'restoreBlocked';

/** An admin-namespace key and its values: the status line is translated when shown. */
export interface StatusMessage {
  key: string;
  values?: Record<string, string | number>;
}

export interface EditorState {
  form: PostForm;
  /** Once the slug is typed by hand it no longer follows the Spanish title. */
  slugEdited: boolean;
  /** The row as last loaded or saved; undefined for a post not saved yet. */
  savedRow: PostRow | undefined;
  /** The form as last loaded or saved (JSON): the form differs from it = unsaved changes. */
  savedBaseline: string;
  errors: FieldErrors;
  problem: SaveProblem | null;
  status: StatusMessage | null;
  active: Language;
  /** When the local draft shown was stored (it replaced the saved post on opening). */
  draftNotice: string | null;
  busy: 'saving' | 'resolving' | null;
  /** The editor's own dialogs; the conflict dialog is `conflict`. */
  dialog: EditorDialog | null;
  conflict: { open: boolean; theirs: PostRow | null };
}

export type EditorDialog = 'preview' | 'history' | 'delete';

export type EditorAction =
  | { type: 'load'; row: PostRow | undefined }
  | { type: 'edit'; patch: Partial<Omit<PostForm, 'texts' | 'seo' | 'slug' | 'image'>> }
  | { type: 'text'; language: Language; field: TextField; value: string; otherSlugs: string[] }
  | { type: 'seo'; language: Language; field: SeoField | 'slug'; value: string }
  | { type: 'slug'; value: string }
  | { type: 'regenerateSlug'; otherSlugs: string[] }
  | { type: 'slugsInUse'; otherSlugs: string[] }
  | { type: 'tab'; language: Language }
  | { type: 'imageSet'; url: string }
  | { type: 'imageCleared' }
  /** null: a new file is on its way, the previous refusal goes. */
  | { type: 'imageError'; error: FieldErrors[string] | null }
  | { type: 'dialog'; dialog: EditorDialog | null }
  | { type: 'invalid'; errors: FieldErrors }
  | { type: 'saveStarted' }
  | { type: 'slugMoved'; slug: string }
  | { type: 'saved'; row: PostRow; status: StatusMessage }
  | { type: 'autosaved'; row: PostRow; sent: PostForm; time: string }
  | { type: 'failed'; problem: SaveProblem }
  | { type: 'conflict' }
  | { type: 'theirsLoaded'; row: PostRow | null }
  | { type: 'conflictClosed' }
  | { type: 'resolveStarted' };

interface InitOptions {
  row: PostRow | undefined;
  draft: PostDraft | null;
  /** A new post moves to its edit route once saved; the confirmation comes along. */
  justSaved: boolean;
}

export function initEditor({ row, draft, justSaved }: InitOptions): EditorState {
  const loaded = formFromRowOrEmpty(row);
  return {
    form: draft?.form ?? loaded,
    slugEdited: draft?.slugEdited ?? Boolean(row),
    savedRow: row,
    savedBaseline: JSON.stringify(loaded),
    errors: {},
    problem: null,
    status: justSaved ? { key: 'editor.saved' } : null,
    active: 'es',
    draftNotice: draft?.savedAt ?? null,
    busy: null,
    dialog: null,
    conflict: { open: false, theirs: null },
  };
}

const formFromRowOrEmpty = (row: PostRow | undefined) => (row ? formFromRow(row) : emptyForm());

export const isDirty = (state: EditorState) => JSON.stringify(state.form) !== state.savedBaseline;

/** The slug generated from a Spanish title: free among `taken`, or empty without a title. */
export function slugForTitle(title: string, taken: string[]): string {
  const base = slugify(title);
  return base ? uniqueSlug(base, taken) : '';
}

/** What went wrong with a request, in the terms of the editor's problem line. */
export function problemOf(error: unknown): SaveProblem {
  const e = (error ?? {}) as { code?: string; status?: number; message?: string; name?: string };
  if (e.code === '23505') return 'slugTaken';
  if (e.code === '42501' || e.code === 'PGRST301' || e.code === 'PGRST303' || e.status === 401 || e.status === 403) return 'permission';
  if (e.name === 'TypeError' || /fetch|network/i.test(e.message ?? '')) return 'network';
  return 'saveFailed';
}

const withoutError = (errors: FieldErrors, path: string) =>
  errors[path] ? Object.fromEntries(Object.entries(errors).filter(([key]) => key !== path)) : errors;

/** A row from the database becomes the saved state and what the form shows. */
function accept(state: EditorState, row: PostRow, status: StatusMessage | null): EditorState {
  const form = formFromRow(row);
  return {
    ...state,
    form,
    savedRow: row,
    savedBaseline: JSON.stringify(form),
    draftNotice: null,
    status,
    busy: null,
    dialog: null,
    conflict: { open: false, theirs: null },
  };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const { form } = state;
  switch (action.type) {
    case 'load': {
      // Also "discard the draft": back to the post as saved.
      const loaded = formFromRowOrEmpty(action.row);
      return {
        ...state,
        form: loaded,
        slugEdited: Boolean(action.row),
        savedRow: action.row,
        savedBaseline: JSON.stringify(loaded),
        draftNotice: null,
        errors: {},
      };
    }
    case 'edit':
      return {
        ...state,
        form: { ...form, ...action.patch },
        errors: 'publishAt' in action.patch || 'status' in action.patch ? withoutError(state.errors, 'publishAt') : state.errors,
      };
    case 'text': {
      const texts = { ...form.texts, [action.language]: { ...form.texts[action.language], [action.field]: action.value } };
      const follows = action.language === 'es' && action.field === 'title' && !state.slugEdited;
      return {
        ...state,
        form: { ...form, texts, slug: follows ? slugForTitle(action.value, action.otherSlugs) : form.slug },
        errors: withoutError(state.errors, `texts.${action.language}.${action.field}`),
      };
    }
    case 'seo':
      return {
        ...state,
        form: { ...form, seo: { ...form.seo, [action.language]: { ...form.seo[action.language], [action.field]: action.value } } },
        errors: withoutError(state.errors, `seo.${action.language}.${action.field}`),
      };
    case 'slug':
      return { ...state, form: { ...form, slug: action.value }, slugEdited: true, errors: withoutError(state.errors, 'slug') };
    case 'regenerateSlug':
      return {
        ...state,
        form: { ...form, slug: slugForTitle(form.texts.es.title, action.otherSlugs) },
        slugEdited: false,
        errors: withoutError(state.errors, 'slug'),
      };
    case 'slugsInUse': {
      // The list of slugs in use may arrive after the title was typed: keep a generated slug unique.
      if (state.slugEdited) return state;
      const slug = slugForTitle(form.texts.es.title, action.otherSlugs);
      return slug === form.slug ? state : { ...state, form: { ...form, slug } };
    }
    case 'tab':
      return { ...state, active: action.language };
    case 'imageSet':
      return { ...state, form: { ...form, image: action.url }, errors: withoutError(state.errors, 'image'), status: { key: 'editor.imageUploaded' } };
    case 'imageCleared':
      return { ...state, form: { ...form, image: '' } };
    case 'imageError':
      return { ...state, errors: action.error ? { ...state.errors, image: action.error } : withoutError(state.errors, 'image') };
    case 'dialog':
      return { ...state, dialog: action.dialog };
    case 'invalid': {
      const paths = Object.keys(action.errors);
      const tabError = paths.find((path) => path.startsWith('texts.') || path.startsWith('seo.'));
      return {
        ...state,
        errors: action.errors,
        problem: null,
        active: tabError ? (tabError.split('.')[1] as Language) : state.active,
        status: { key: 'editor.fixErrors', values: { count: paths.length } },
      };
    }
    case 'saveStarted':
      return { ...state, errors: {}, problem: null, status: null, busy: 'saving' };
    case 'slugMoved':
      return { ...state, form: { ...form, slug: action.slug } };
    case 'saved':
      return accept(state, action.row, action.status);
    case 'autosaved': {
      // Typing during the autosave stays: only the baseline and the version move on.
      return {
        ...state,
        savedRow: action.row,
        savedBaseline: JSON.stringify(action.sent),
        status: { key: 'editor.autosaved', values: { time: action.time } },
      };
    }
    case 'failed':
      return {
        ...state,
        problem: action.problem,
        errors: action.problem === 'slugTaken' ? { slug: { key: 'errors.slugTaken' } } : state.errors,
        busy: null,
        dialog: null,
        conflict: { open: false, theirs: null },
      };
    case 'conflict':
      return { ...state, busy: null, dialog: null, conflict: { open: true, theirs: null } };
    case 'theirsLoaded':
      return state.conflict.open ? { ...state, conflict: { open: true, theirs: action.row } } : state;
    case 'conflictClosed':
      return { ...state, conflict: { ...state.conflict, open: false } };
    case 'resolveStarted':
      return { ...state, busy: 'resolving', problem: null };
  }
}
