// Label in name (WCAG 2.5.3): a row action shows a short word ("Abrir", "Löschen") and carries a longer
// aria-label naming its row; the longer name starts with the word shown, in every language, so a
// speech-input user who says what they see reaches the button. The pairs are the admin's row actions
// (aria-label key → the key of the text shown); the on/off switches are not here: their visible
// text is their state, which aria-checked carries.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from 'shared-i18n';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/locales');

const ACTIONS: ReadonlyArray<[label: string, shown: string]> = [
  ['inbox.open', 'inbox.openShort'],
  ['substitutionsAdmin.open', 'inbox.openShort'],
  ['translationsAdmin.edit', 'translationsAdmin.editShort'],
  ['testimonialsAdmin.edit', 'testimonialsAdmin.editShort'],
  ['testimonialsAdmin.delete', 'testimonialsAdmin.deleteShort'],
  ['notifications.resendLabel', 'notifications.resend'],
  ['notifications.recipients.removeLabel', 'notifications.recipients.remove'],
  ['bookingsAdmin.removeClosure', 'bookingsAdmin.remove'],
  ['bookingsAdmin.removeHours', 'bookingsAdmin.remove'],
  ['bookingsAdmin.editClosureOf', 'bookingsAdmin.edit'],
  ['bookingsAdmin.moveLabel', 'bookingsAdmin.move'],
  ['clientArea.openMatter', 'clientArea.open'],
  ['clientArea.letter.printVersion', 'clientArea.letter.print'],
];

function text(texts: unknown, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  if (typeof value !== 'string') throw new Error(`${key} is not a text`);
  return value;
}

describe('admin row actions: the accessible name starts with the text shown', () => {
  it.each(LANGUAGE_CODES)('%s', (language) => {
    const texts: unknown = JSON.parse(readFileSync(path.join(localesDir, language, 'admin.json'), 'utf8'));
    const mismatched = ACTIONS.filter(
      ([label, shown]) => !text(texts, label).toLocaleLowerCase(language).startsWith(text(texts, shown).toLocaleLowerCase(language)),
    );
    expect(mismatched.map(([label, shown]) => `${label}: "${text(texts, label)}" does not start with "${text(texts, shown)}"`)).toEqual([]);
  });
});
