// The substitution request's rules, matching the substitution_requests constraints; the hearing
// must still be ahead of us (local date and time of the visitor, the court's time zone for
// everyone in Spain).
import { z } from 'zod';
import { emailField, PHONE_PATTERN, requiredText } from '../../components/forms/validation';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^\d{2}:\d{2}$/;

export function hearingIsAhead(date: string, time: string, now: Date = new Date()): boolean {
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = (TIME_PATTERN.test(time) ? time : '23:59').split(':').map(Number);
  const hearing = new Date(year, month - 1, day, hours, minutes);
  return !Number.isNaN(hearing.getTime()) && hearing.getTime() > now.getTime();
}

export const substitutionSchema = z
  .object({
    lawyerName: requiredText(2, 120),
    colegio: requiredText(2, 120),
    colegiadoNumber: z
      .string()
      .trim()
      .min(1, 'required')
      .refine((value) => value === '' || /^[A-Za-z0-9./ -]{1,20}$/.test(value), 'colegiado'),
    email: emailField,
    phone: z
      .string()
      .trim()
      .min(1, 'required')
      .refine((value) => value === '' || PHONE_PATTERN.test(value), 'phone'),
    court: requiredText(2, 200),
    city: requiredText(2, 100),
    hearingDate: z
      .string()
      .min(1, 'required')
      .refine((value) => value === '' || DATE_PATTERN.test(value), 'date'),
    hearingTime: z
      .string()
      .min(1, 'required')
      .refine((value) => value === '' || TIME_PATTERN.test(value), 'time'),
    procedureType: requiredText(2, 120),
    procuratorNeeded: z.boolean(),
    notes: z.string().max(5000, 'tooLong|5000').trim(),
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
