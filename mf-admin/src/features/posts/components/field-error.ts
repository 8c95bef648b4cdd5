import type { TFunction } from 'i18next';
import { atLimit } from 'shared-ui/form-field';
import type { FieldErrors } from '../lib/post-model';

/** A field's error in words (its limit interpolated), or undefined when it has none. */
export const fieldError = (t: TFunction, error: FieldErrors[string] | undefined) => (error ? t(error.key, { max: error.max }) : undefined);

/** The note beside a field that holds its most characters (its maxLength): a longer paste was cut there. */
export const limitNote = (t: TFunction, value: string, max: number) => (atLimit(value, max) ? t('errors.limitReached', { max }) : undefined);
