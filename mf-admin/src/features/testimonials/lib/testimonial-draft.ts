// The testimonial form's state: the texts of every language, and the row written from them.
import { LANGUAGE_CODES, type Language, type TranslatedColumn } from 'shared-i18n';
import type { TablesInsert } from 'shared-core/database';
import { column, TESTIMONIAL_FIELDS, type Testimonial, type TestimonialField } from '../api/testimonial';

export const MAX_LENGTH: Record<TestimonialField, number> = { name: 120, role: 120, text: 2000 };

export interface TestimonialDraft {
  texts: Record<Language, Record<TestimonialField, string>>;
  image: string;
  platform_logo: string;
  client_authorised: boolean;
  active: boolean;
}

export function emptyDraft(): TestimonialDraft {
  return {
    texts: Object.fromEntries(LANGUAGE_CODES.map((code) => [code, { name: '', role: '', text: '' }])) as TestimonialDraft['texts'],
    image: '',
    platform_logo: '',
    client_authorised: false,
    active: false,
  };
}

export function draftOf(row: Testimonial): TestimonialDraft {
  const draft = emptyDraft();
  for (const code of LANGUAGE_CODES) {
    for (const field of TESTIMONIAL_FIELDS) draft.texts[code][field] = String(row[column(field, code)] ?? '');
  }
  return { ...draft, image: row.image ?? '', platform_logo: row.platform_logo ?? '', client_authorised: row.client_authorised, active: row.active };
}

/** The row to write: empty optional texts become null, so the public site falls back to Spanish. */
export function rowOf(draft: TestimonialDraft, previous?: Testimonial): TablesInsert<'testimonials'> {
  const texts: Partial<Record<TranslatedColumn<TestimonialField>, string | null>> = {};
  for (const code of LANGUAGE_CODES) {
    for (const field of TESTIMONIAL_FIELDS) {
      const value = draft.texts[code][field].trim();
      texts[column(field, code)] = value || (code === 'es' && field !== 'role' ? '' : null);
    }
  }
  return {
    ...texts,
    // The Spanish name and text are filled in above (validateDraft requires them).
    name: texts.name ?? '',
    text: texts.text ?? '',
    image: draft.image.trim() || null,
    platform_logo: draft.platform_logo.trim() || null,
    client_authorised: draft.client_authorised,
    active: draft.active && draft.client_authorised,
    // When the authorisation was given is evidence: keep the first date, clear it if withdrawn.
    client_authorised_at: draft.client_authorised ? (previous?.client_authorised_at ?? new Date().toISOString()) : null,
  };
}

export type DraftErrors = Partial<Record<string, string>>;

/** Error keys (admin namespace) by field id: `es.name`, `fr.text`, `active`, `image`... */
export function validateDraft(draft: TestimonialDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.texts.es.name.trim()) errors['es.name'] = 'testimonialsAdmin.errors.nameRequired';
  if (!draft.texts.es.text.trim()) errors['es.text'] = 'testimonialsAdmin.errors.textRequired';
  for (const code of LANGUAGE_CODES) {
    for (const field of TESTIMONIAL_FIELDS) {
      if (draft.texts[code][field].trim().length > MAX_LENGTH[field]) errors[`${code}.${field}`] = `testimonialsAdmin.errors.${field}TooLong`;
    }
  }
  if (draft.active && !draft.client_authorised) errors.active = 'testimonialsAdmin.errors.activeNeedsAuthorisation';
  for (const key of ['image', 'platform_logo'] as const) {
    const value = draft[key].trim();
    if (value && !/^(https?:\/\/|\/)/.test(value)) errors[key] = 'testimonialsAdmin.errors.badUrl';
    else if (value.length > 2048) errors[key] = 'testimonialsAdmin.errors.badUrl';
  }
  return errors;
}
