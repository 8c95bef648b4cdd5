// The public forms' fields as the specs fill them: labels from the translation files, valid values,
// and the paths of the forms per language (marketing-forms.spec.ts, enquiry-mail.spec.ts).
import { expect, type Page } from '@playwright/test';
import { text } from './marketing-helpers';

export type Lang = 'es' | 'en' | 'de';
export const CONTACT_PATH: Record<Lang, string> = { es: '/contacto', en: '/en/contact', de: '/de/kontakt' };
export const SUBSTITUTIONS_PATH: Record<Lang, string> = { es: '/sustituciones', en: '/en/substitutions', de: '/de/substitutions' };

export interface Field {
  name: string;
  label: (language: Lang) => string;
  kind: 'text' | 'select';
  valid: string;
}

export const CONTACT_FIELDS: Record<string, Field> = {
  name: { name: 'name', label: (l) => text(l, 'contact', 'form.name'), kind: 'text', valid: 'Ana Martínez Pérez' },
  email: { name: 'email', label: (l) => text(l, 'contact', 'form.email'), kind: 'text', valid: 'ana@example.com' },
  phone: { name: 'phone', label: (l) => text(l, 'contact', 'form.phone'), kind: 'text', valid: '+34 612 345 678' },
  format: { name: 'consultationFormat', label: (l) => text(l, 'contact', 'form.format'), kind: 'select', valid: 'video' },
  area: { name: 'practiceArea', label: (l) => text(l, 'contact', 'form.area'), kind: 'select', valid: 'inheritance' },
  message: {
    name: 'message',
    label: (l) => text(l, 'contact', 'form.message'),
    kind: 'text',
    valid: 'Mi madre falleció en Dénia y quiero saber cómo tramitar la herencia.',
  },
};

export async function fillContact(page: Page, language: Lang, overrides: Record<string, string> = {}) {
  await page.waitForLoadState('networkidle');
  for (const [name, field] of Object.entries(CONTACT_FIELDS)) {
    const value = overrides[name] ?? field.valid;
    const control = labelled(page, field.label(language));
    if (field.kind === 'select') await control.selectOption(value);
    else await control.fill(value);
  }
}

export function consentBox(page: Page, language: Lang) {
  return page.getByRole('checkbox', { name: text(language, 'legal', 'privacy.consentLabel') });
}

/** The control of a form field by its label (the required marker ' *' is not part of the name). */
export function labelled(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${escape(label)}( \\*)?$`));
}

export function escape(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function isoDate(offsetDays: number) {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

export const SUBSTITUTION_FIELDS: Record<string, { label: (l: Lang) => string; valid: string }> = {
  lawyerName: { label: (l) => text(l, 'marketing', 'substitutions.form.lawyerName'), valid: 'Laura Gómez Ferrer' },
  colegio: { label: (l) => text(l, 'marketing', 'substitutions.form.colegio'), valid: 'ICA Valencia' },
  colegiadoNumber: { label: (l) => text(l, 'marketing', 'substitutions.form.colegiadoNumber'), valid: '12.345' },
  email: { label: (l) => text(l, 'contact', 'form.email'), valid: 'laura@example.com' },
  phone: { label: (l) => text(l, 'contact', 'form.phone'), valid: '+34 963 000 000' },
  court: { label: (l) => text(l, 'marketing', 'substitutions.form.court'), valid: 'Juzgado de Primera Instancia nº 2 de Dénia' },
  city: { label: (l) => text(l, 'marketing', 'substitutions.form.city'), valid: 'Dénia' },
  procedureType: { label: (l) => text(l, 'marketing', 'substitutions.form.procedureType'), valid: 'Audiencia previa' },
  hearingDate: { label: (l) => text(l, 'marketing', 'substitutions.form.hearingDate'), valid: isoDate(30) },
  hearingTime: { label: (l) => text(l, 'marketing', 'substitutions.form.hearingTime'), valid: '10:30' },
  notes: { label: (l) => text(l, 'marketing', 'substitutions.form.notes'), valid: 'Vista de 30 minutos; le enviamos la venia hoy.' },
};

/** A substitution-form control by its field name; its accessible name is checked against the label. */
export function substitutionControl(page: Page, name: string) {
  return page.locator(`[data-page="substitutions"] form [name="${name}"]`);
}

export async function fillSubstitution(page: Page, language: Lang, overrides: Record<string, string> = {}) {
  await page.waitForLoadState('networkidle'); // all translation files in: the form is not re-mounted under us
  for (const [name, field] of Object.entries(SUBSTITUTION_FIELDS)) {
    const control = substitutionControl(page, name);
    await expect(control).toHaveAccessibleName(field.label(language));
    await control.fill(overrides[name] ?? field.valid);
  }
}
