import { describe, expect, it } from 'vitest';
import { formFromRow, type PostRow } from '../lib/post-model';
import { postRow } from '../lib/test-rows';
import { editorReducer, initEditor, isDirty, problemOf, type EditorAction, type EditorState } from './post-editor-reducer';

const row = (patch: Partial<PostRow> = {}) =>
  postRow({ slug: 'herencias', category: 'Civil', version: 3, title: 'Herencias', excerpt: 'Resumen', content: 'Texto', ...patch });

const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const newPost = () => initEditor({ row: undefined, draft: null, justSaved: false });

describe('editorReducer', () => {
  it('loads a saved post unchanged, its slug kept as saved; a new post starts empty', () => {
    const loaded = initEditor({ row: row(), draft: null, justSaved: true });
    expect(loaded.form.texts.es.title).toBe('Herencias');
    expect(loaded.slugEdited).toBe(true);
    expect(loaded.savedRow?.version).toBe(3);
    expect(isDirty(loaded)).toBe(false);
    expect(loaded.status).toEqual({ key: 'editor.saved' });
    expect(newPost().form.texts.es.title).toBe('');
    expect(newPost().slugEdited).toBe(false);
  });

  it('opens on a stored draft, marked as unsaved, and "load" (discard) goes back to the post', () => {
    const draftForm = { ...formFromRow(row()), category: 'Familia' };
    const state = initEditor({ row: row(), draft: { form: draftForm, slugEdited: true, savedAt: '2026-11-02T10:00:00Z' }, justSaved: false });
    expect(state.form.category).toBe('Familia');
    expect(state.draftNotice).toBe('2026-11-02T10:00:00Z');
    expect(isDirty(state)).toBe(true);
    const discarded = run(state, { type: 'load', row: row() });
    expect(discarded.form.category).toBe('Civil');
    expect(discarded.draftNotice).toBeNull();
    expect(isDirty(discarded)).toBe(false);
  });

  it('edits one language field, leaving the others, and clears that field’s error', () => {
    const invalid = run(newPost(), { type: 'invalid', errors: { 'texts.en.title': { key: 'errors.tooLong', max: 200 } } });
    expect(invalid.active).toBe('en');
    const state = run(invalid, { type: 'text', language: 'en', field: 'title', value: 'Inheritance', otherSlugs: [] });
    expect(state.form.texts.en.title).toBe('Inheritance');
    expect(state.form.texts.es.title).toBe('');
    expect(state.form.slug).toBe('');
    expect(state.errors).toEqual({});
    expect(isDirty(state)).toBe(true);
  });

  it('makes the slug follow the Spanish title, free among the others, until typed by hand', () => {
    const typed = run(newPost(), { type: 'text', language: 'es', field: 'title', value: 'Divorcio exprés', otherSlugs: ['divorcio-expres'] });
    expect(typed.form.slug).toBe('divorcio-expres-1');
    const byHand = run(
      typed,
      { type: 'slug', value: 'mi-divorcio' },
      { type: 'text', language: 'es', field: 'title', value: 'Divorcio rápido', otherSlugs: [] },
    );
    expect(byHand.form.slug).toBe('mi-divorcio');
    expect(byHand.slugEdited).toBe(true);
    // Slugs in use arriving later do not move a hand-typed slug either.
    expect(run(byHand, { type: 'slugsInUse', otherSlugs: ['mi-divorcio'] }).form.slug).toBe('mi-divorcio');
    const regenerated = run(byHand, { type: 'regenerateSlug', otherSlugs: [] });
    expect(regenerated.form.slug).toBe('divorcio-rapido');
    expect(regenerated.slugEdited).toBe(false);
    expect(run(regenerated, { type: 'slugsInUse', otherSlugs: ['divorcio-rapido'] }).form.slug).toBe('divorcio-rapido-1');
  });

  it('sets and clears the cover image; a refused file shows an error until the next one is accepted', () => {
    const refused = run(newPost(), { type: 'imageError', error: { key: 'errors.imageSize', max: 5 } });
    expect(refused.errors.image).toEqual({ key: 'errors.imageSize', max: 5 });
    const set = run(refused, { type: 'imageError', error: null }, { type: 'imageSet', url: 'https://cdn.example/posts/a.webp' });
    expect(set.form.image).toBe('https://cdn.example/posts/a.webp');
    expect(set.errors.image).toBeUndefined();
    expect(set.status).toEqual({ key: 'editor.imageUploaded' });
    expect(run(set, { type: 'imageCleared' }).form.image).toBe('');
  });

  it('after a save shows the saved row: new baseline and version, no draft notice, dialogs closed', () => {
    const editing = run(
      initEditor({ row: row(), draft: null, justSaved: false }),
      { type: 'text', language: 'es', field: 'title', value: 'Herencias 2026', otherSlugs: [] },
      { type: 'saveStarted' },
    );
    expect(editing.busy).toBe('saving');
    const saved = run(editing, { type: 'saved', row: row({ title: 'Herencias 2026', version: 4 }), status: { key: 'editor.saved' } });
    expect(saved.busy).toBeNull();
    expect(saved.savedRow?.version).toBe(4);
    expect(saved.form.texts.es.title).toBe('Herencias 2026');
    expect(isDirty(saved)).toBe(false);
    expect(saved.status).toEqual({ key: 'editor.saved' });
  });

  it('keeps typing done during an autosave: only the baseline and version move on', () => {
    const start = initEditor({ row: row(), draft: null, justSaved: false });
    const sent = run(start, { type: 'text', language: 'es', field: 'content', value: 'Uno', otherSlugs: [] }).form;
    const typedMore = run(start, { type: 'text', language: 'es', field: 'content', value: 'Uno dos', otherSlugs: [] });
    const state = run(typedMore, { type: 'autosaved', row: row({ content: 'Uno', version: 4 }), sent, time: '10:30' });
    expect(state.form.texts.es.content).toBe('Uno dos');
    expect(state.savedRow?.version).toBe(4);
    expect(isDirty(state)).toBe(true);
    expect(state.status).toEqual({ key: 'editor.autosaved', values: { time: '10:30' } });
  });

  it('on a version conflict opens the dialog with what was typed, then shows theirs once read', () => {
    const typed = run(initEditor({ row: row(), draft: null, justSaved: false }), {
      type: 'text',
      language: 'es',
      field: 'title',
      value: 'Mío',
      otherSlugs: [],
    });
    const conflict = run(typed, { type: 'saveStarted' }, { type: 'conflict' });
    expect(conflict.conflict).toEqual({ open: true, theirs: null });
    expect(conflict.busy).toBeNull();
    expect(conflict.form.texts.es.title).toBe('Mío');
    const theirs = row({ title: 'Suyo', version: 4 });
    expect(run(conflict, { type: 'theirsLoaded', row: theirs }).conflict.theirs).toBe(theirs);
    // Read after the dialog was closed: stays closed.
    expect(run(conflict, { type: 'conflictClosed' }, { type: 'theirsLoaded', row: theirs }).conflict.open).toBe(false);
  });

  it('on a failed save keeps the form and names the problem; a taken slug marks the field', () => {
    const typed = run(newPost(), { type: 'text', language: 'es', field: 'title', value: 'Costas', otherSlugs: [] }, { type: 'saveStarted' });
    const failed = run(typed, { type: 'failed', problem: problemOf({ code: '23505', message: 'duplicate key' }) });
    expect(failed.problem).toBe('slugTaken');
    expect(failed.errors.slug).toEqual({ key: 'errors.slugTaken' });
    expect(failed.form.texts.es.title).toBe('Costas');
    expect(failed.busy).toBeNull();
    expect(problemOf({ code: '42501' })).toBe('permission');
    expect(problemOf(new TypeError('Failed to fetch'))).toBe('network');
    expect(problemOf({ code: 'XX000', message: 'boom' })).toBe('saveFailed');
  });
});
