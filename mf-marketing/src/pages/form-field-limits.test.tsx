// @vitest-environment happy-dom
// Every text field of the public forms carries its schema's limit as maxLength (issue 46, finding 9:
// a 10 MB paste froze the contact page): the limit comes from one constant per field, which is the
// schema's own (the schema takes a value of that length and refuses one character more), and what
// the form keeps (state, a draft read back) never holds more, however much is put in.
import { act, fireEvent, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { Language } from 'shared-i18n';
import { renderAt } from 'shared-ui/testing';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BookingForm, BOOKING_DRAFT_KEY } from '@/features/booking/components/booking-form';
import { BOOKING_LIMITS, bookingSchema, EMPTY_BOOKING } from '@/features/booking/lib/booking-schema';
import { CONTACT_DRAFT_KEY, ContactForm } from '@/features/contact/components/contact-form';
import { CONTACT_LIMITS, contactSchema, EMPTY_CONTACT } from '@/features/contact/lib/contact-schema';
import { SUBSTITUTION_DRAFT_KEY, SubstitutionForm } from '@/features/substitutions/components/substitution-form';
import { EMPTY_SUBSTITUTION, SUBSTITUTION_LIMITS, substitutionSchema } from '@/features/substitutions/lib/substitution-schema';
import { EMAIL_MAX_LENGTH, fieldErrors, PHONE_MAX_LENGTH, PHONE_PATTERN } from '@/components/forms/validation';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface FormCase {
  name: string;
  path: string;
  Form: ComponentType<{ language: Language }>;
  schema: z.ZodType;
  empty: Record<string, unknown>;
  limits: Record<string, number>;
  draftKey: string;
  longest: string;
}

const FORMS: FormCase[] = [
  {
    name: 'contact',
    path: '/contacto',
    Form: ContactForm,
    schema: contactSchema,
    empty: EMPTY_CONTACT,
    limits: CONTACT_LIMITS,
    draftKey: CONTACT_DRAFT_KEY,
    longest: 'message',
  },
  {
    name: 'substitution',
    path: '/sustituciones',
    Form: SubstitutionForm,
    schema: substitutionSchema,
    empty: EMPTY_SUBSTITUTION,
    limits: SUBSTITUTION_LIMITS,
    draftKey: SUBSTITUTION_DRAFT_KEY,
    longest: 'notes',
  },
  {
    name: 'booking',
    path: '/reservar-cita',
    Form: BookingForm,
    schema: bookingSchema,
    empty: EMPTY_BOOKING,
    limits: BOOKING_LIMITS,
    draftKey: BOOKING_DRAFT_KEY,
    longest: 'description',
  },
];

/** A value of `length` characters that the field's other rules accept (its shape), so only the length decides. */
function valueOf(field: string, length: number): string {
  if (field === 'email') return `${'a'.repeat(length - '@example.com'.length)}@example.com`;
  if (field === 'phone') return `+${'6'.repeat(length - 1)}`;
  return '1'.repeat(length);
}

/** The text controls a visitor types into (the honeypot is for robots; dates and times have no length). */
function textControls(container: HTMLElement) {
  return [...container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].filter(
    (control) => control.name !== 'website' && (control instanceof HTMLTextAreaElement || ['text', 'email', 'tel', 'search', 'url'].includes(control.type)),
  );
}

afterEach(() => sessionStorage.clear());

it('the phone and e-mail limits are the longest values their patterns take', () => {
  expect(PHONE_PATTERN.test(valueOf('phone', PHONE_MAX_LENGTH))).toBe(true);
  expect(PHONE_PATTERN.test(valueOf('phone', PHONE_MAX_LENGTH + 1))).toBe(false);
  expect(EMAIL_MAX_LENGTH).toBe(254); // public.is_email_shaped
});

describe.each(FORMS)('the $name form', ({ path, Form, schema, empty, limits, draftKey, longest }) => {
  it("each limit is the schema's: a value that long passes its length rule, one character more does not", () => {
    for (const [field, max] of Object.entries(limits)) {
      const errorOf = (length: number) => {
        const result = schema.safeParse({ ...empty, [field]: valueOf(field, length) });
        return result.success ? undefined : fieldErrors(result.error)[field];
      };
      expect(errorOf(max), `${field} at ${max}`).toBeUndefined();
      expect(errorOf(max + 1), `${field} at ${max + 1}`).toBeDefined();
    }
  });

  it('renders every text field with maxLength equal to its limit, and no text field without one', async () => {
    const { container } = await renderAt(path, <Form language="es" />, undefined, ['contact', 'marketing', 'services', 'legal']);
    const controls = textControls(container);
    expect(Object.fromEntries(controls.map((control) => [control.name, control.maxLength]))).toEqual(limits);
  });

  it('keeps no more than the limit of a value set by script or read from a draft, and says the text was cut', async () => {
    sessionStorage.setItem(draftKey, JSON.stringify({ ...empty, [longest]: 'd'.repeat(3 * limits[longest]) }));
    const { container } = await renderAt(path, <Form language="es" />, undefined, ['contact', 'marketing', 'services', 'legal']);
    const control = container.querySelector<HTMLTextAreaElement>(`textarea[name="${longest}"]`)!;
    expect(control.value).toBe('d'.repeat(limits[longest]));
    // A value that passes the browser's maxlength (set by script): the form keeps the limit of it.
    await act(async () => fireEvent.change(control, { target: { value: 'x'.repeat(10 * 1024 * 1024) } }));
    expect(control.value).toBe('x'.repeat(limits[longest]));
    const note = await screen.findByRole('status');
    expect(note.textContent).toContain(String(limits[longest]));
    expect(control.getAttribute('aria-describedby')).toContain(note.id);
    // The draft holds the limit of it too.
    await act(async () => undefined);
    expect(JSON.parse(sessionStorage.getItem(draftKey)!)[longest]).toHaveLength(limits[longest]);
  });
});
