import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from 'shared-i18n';
import { intakeRefusal } from './intake-errors';

const contactTexts = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../../public/locales/${language}/contact.json`, import.meta.url), 'utf8')) as { errors: Record<string, string> };

describe('intakeRefusal', () => {
  it('puts a refused Turnstile check above the button, in every language', () => {
    for (const code of ['intake_captcha_failed', 'intake_captcha_required']) {
      expect(intakeRefusal(code, {}, {})).toEqual({ fields: {}, form: 'humanCheckFailed' });
    }
    for (const language of LANGUAGE_CODES) expect(contactTexts(language).errors.humanCheckFailed, language).toBeTruthy();
  });

  it('says above the button, in every language, that the forms cannot be sent while the check is down', () => {
    expect(intakeRefusal('intake_captcha_unavailable', {}, {})).toEqual({ fields: {}, form: 'intakeUnavailable' });
    for (const language of LANGUAGE_CODES) expect(contactTexts(language).errors.intakeUnavailable, language).toBeTruthy();
  });

  it('puts a too-long field beside it, with its limit', () => {
    expect(intakeRefusal('intake_too_long:message', { message: 'message' }, { message: 5000 })).toEqual({ fields: { message: 'tooLong|5000' } });
  });

  it('leaves other failures to the generic message', () => {
    expect(intakeRefusal('TypeError: Failed to fetch', {}, {})).toBeNull();
  });
});
