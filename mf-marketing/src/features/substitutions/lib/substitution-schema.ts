// The substitution request's rules, matching the substitution_requests constraints; the hearing
// must still be ahead of us (local date and time of the visitor, the court's time zone for
// everyone in Spain).
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, emailField, PHONE_MAX_LENGTH, PHONE_PATTERN, requiredText } from '@/components/forms/validation';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^\d{2}:\d{2}$/;

export function hearingIsAhead(date: string, time: string, now: Date = new Date()): boolean {
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = (TIME_PATTERN.test(time) ? time : '23:59').split(':').map(Number);
  const hearing = new Date(year, month - 1, day, hours, minutes);
  return !Number.isNaN(hearing.getTime()) && hearing.getTime() > now.getTime();
}

/** Each text field's most characters (its maxLength too): the substitution_requests constraints. */
export const SUBSTITUTION_LIMITS = {
  lawyerName: 120,
  colegio: 120,
  colegiadoNumber: 20,
  email: EMAIL_MAX_LENGTH,
  phone: PHONE_MAX_LENGTH,
  court: 200,
  city: 100,
  procedureType: 120,
  notes: 5000,
} as const;

const COLEGIADO_PATTERN = new RegExp(`^[A-Za-z0-9./ -]{1,${SUBSTITUTION_LIMITS.colegiadoNumber}}$`);

export const substitutionSchema = z
  .object({
    lawyerName: requiredText(2, SUBSTITUTION_LIMITS.lawyerName),
    colegio: requiredText(2, SUBSTITUTION_LIMITS.colegio),
    colegiadoNumber: z
      .string()
      .trim()
      .min(1, 'required')
      .refine((value) => value === '' || COLEGIADO_PATTERN.test(value), 'colegiado'),
    email: emailField,
    phone: z
      .string()
      .trim()
      .min(1, 'required')
      .refine((value) => value === '' || PHONE_PATTERN.test(value), 'phone'),
    court: requiredText(2, SUBSTITUTION_LIMITS.court),
    city: requiredText(2, SUBSTITUTION_LIMITS.city),
    hearingDate: z
      .string()
      .min(1, 'required')
      .refine((value) => value === '' || DATE_PATTERN.test(value), 'date'),
    hearingTime: z
      .string()
      .min(1, 'required')
      .refine((value) => value === '' || TIME_PATTERN.test(value), 'time'),
    procedureType: requiredText(2, SUBSTITUTION_LIMITS.procedureType),
    procuratorNeeded: z.boolean(),
    notes: z.string().max(SUBSTITUTION_LIMITS.notes, `tooLong|${SUBSTITUTION_LIMITS.notes}`).trim(),
    consent: z.boolean().refine((value) => value, 'consent'),
    website: z.string(), // honeypot
  })
  .superRefine((values, context) => {
    if (DATE_PATTERN.test(values.hearingDate) && !hearingIsAhead(values.hearingDate, values.hearingTime)) {
      context.addIssue({ code: 'custom', path: ['hearingDate'], message: 'pastDate' });
    }
  });

export type SubstitutionValues = z.input<typeof substitutionSchema>;
export type SubstitutionData = z.output<typeof substitutionSchema>;

export const EMPTY_SUBSTITUTION: SubstitutionValues = {
  lawyerName: '',
  colegio: '',
  colegiadoNumber: '',
  email: '',
  phone: '',
  court: '',
  city: '',
  hearingDate: '',
  hearingTime: '',
  procedureType: '',
  procuratorNeeded: false,
  notes: '',
  consent: false,
  website: '',
};
