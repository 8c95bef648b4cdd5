import { describe, expect, it } from 'vitest';
import { contactSchema, EMPTY_CONTACT } from '../contact/contact-schema';
import { EMPTY_SUBSTITUTION, hearingIsAhead, substitutionSchema } from '../substitutions/substitution-schema';
import { fieldErrors } from './validation';

const validContact = {
  ...EMPTY_CONTACT,
  name: 'Ana Martínez',
  email: 'ana@example.com',
  consultationFormat: 'video',
  practiceArea: 'family',
  message: 'Quiero información sobre un divorcio.',
  consent: true,
};

function errorsOf(schema: typeof contactSchema | typeof substitutionSchema, values: unknown) {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
}

describe('contact schema', () => {
  it('accepts a complete request and trims the text', () => {
    const result = contactSchema.parse({ ...validContact, name: '  Ana Martínez  ' });
    expect(result.name).toBe('Ana Martínez');
  });

  it('reports the first problem of each field as a translation key', () => {
    expect(errorsOf(contactSchema, { ...EMPTY_CONTACT })).toEqual({
      name: 'required',
      email: 'required',
      consultationFormat: 'choose',
      practiceArea: 'choose',
      message: 'required',
      consent: 'consent',
    });
    expect(errorsOf(contactSchema, { ...validContact, name: 'A', email: 'a@b', phone: 'abc', message: 'x'.repeat(5001) })).toEqual({
      name: 'tooShort|2',
      email: 'email',
      phone: 'phone',
      message: 'tooLong|5000',
    });
  });

  it('treats the phone as optional', () => {
    expect(errorsOf(contactSchema, { ...validContact, phone: '' })).toEqual({});
  });
});

describe('substitution schema', () => {
  const now = new Date(2026, 10, 22, 12, 0);

  it('only accepts hearings still ahead', () => {
    expect(hearingIsAhead('2026-11-22', '12:30', now)).toBe(true);
    expect(hearingIsAhead('2026-11-22', '11:30', now)).toBe(false);
    expect(hearingIsAhead('2026-11-21', '', now)).toBe(false);
    expect(hearingIsAhead('2027-01-01', '', now)).toBe(true);
  });

  it('flags a past hearing date and a malformed colegiado number', () => {
    const errors = errorsOf(substitutionSchema, {
      ...EMPTY_SUBSTITUTION,
      lawyerName: 'Laura Gómez',
      colegio: 'ICA Valencia',
      colegiadoNumber: '12#4',
      email: 'laura@example.com',
      phone: '+34 600 000 000',
      court: 'Juzgado nº 1 de Dénia',
      city: 'Dénia',
      hearingDate: '2020-01-01',
      hearingTime: '10:00',
      procedureType: 'Juicio verbal',
      consent: true,
    });
    expect(errors).toEqual({ colegiadoNumber: 'colegiado', hearingDate: 'pastDate' });
  });
});
