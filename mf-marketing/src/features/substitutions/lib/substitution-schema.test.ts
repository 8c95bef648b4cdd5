import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '@/components/forms/validation';
import { EMPTY_SUBSTITUTION, hearingIsAhead, substitutionSchema } from './substitution-schema';

function errorsOf(schema: z.ZodType, values: unknown) {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
}

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
