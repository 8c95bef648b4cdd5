// The contact form's rules, matching the contact_requests constraints so the database never has
// to refuse what the form accepted.
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, emailField, PHONE_MAX_LENGTH, PHONE_PATTERN, requiredText } from '@/components/forms/validation';
import { PRACTICE_AREAS } from '@/lib/practice-areas';

export const CONSULTATION_FORMATS = ['in_person', 'phone', 'video', 'whatsapp'] as const;

/** Each text field's most characters (its maxLength too): the contact_requests constraints. */
export const CONTACT_LIMITS = { name: 120, email: EMAIL_MAX_LENGTH, phone: PHONE_MAX_LENGTH, message: 5000 } as const;

export const contactSchema = z.object({
  name: requiredText(2, CONTACT_LIMITS.name),
  email: emailField,
  phone: z
    .string()
    .trim()
    .refine((value) => value === '' || PHONE_PATTERN.test(value), 'phone'),
  consultationFormat: z.string().refine((value) => (CONSULTATION_FORMATS as readonly string[]).includes(value), 'choose'),
  practiceArea: z.string().refine((value) => (PRACTICE_AREAS as readonly string[]).includes(value), 'choose'),
  message: requiredText(10, CONTACT_LIMITS.message),
  consent: z.boolean().refine((value) => value, 'consent'),
  website: z.string(), // honeypot, checked at submit
});

export type ContactValues = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;

export const EMPTY_CONTACT: ContactValues = {
  name: '',
  email: '',
  phone: '',
  consultationFormat: '',
  practiceArea: '',
  message: '',
  consent: false,
  website: '',
};
