import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '@/components/forms/validation';
import { contactSchema, EMPTY_CONTACT } from './contact-schema';

const validContact = {
  ...EMPTY_CONTACT,
  name: 'Ana Martínez',
  email: 'ana@example.com',
  consultationFormat: 'video',
  practiceArea: 'family',
  message: 'Quiero información sobre un divorcio.',
  consent: true,
};

function errorsOf(schema: z.ZodType, values: unknown) {
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
