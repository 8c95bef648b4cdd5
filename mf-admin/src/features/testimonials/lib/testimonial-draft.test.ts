import { describe, expect, it } from 'vitest';
import { emptyDraft, rowOf, validateDraft } from './testimonial-draft';

describe('testimonial drafts', () => {
  it('requires Spanish name and text, and authorisation before activation', () => {
    const draft = { ...emptyDraft(), active: true };
    expect(validateDraft(draft)).toEqual({
      'es.name': 'testimonialsAdmin.errors.nameRequired',
      'es.text': 'testimonialsAdmin.errors.textRequired',
      active: 'testimonialsAdmin.errors.activeNeedsAuthorisation',
    });
  });
  it('writes empty translations as null and never active without authorisation', () => {
    const draft = emptyDraft();
    draft.texts.es = { name: 'Ana', role: '', text: 'Muy bien' };
    draft.texts.ar.text = 'ممتاز';
    draft.active = true;
    const row = rowOf(draft);
    expect(row).toMatchObject({ name: 'Ana', role: null, text: 'Muy bien', text_ar: 'ممتاز', name_ar: null, active: false, client_authorised_at: null });
  });
});
