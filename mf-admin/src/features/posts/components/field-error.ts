import type { TFunction } from 'i18next';
import type { FieldErrors } from '../post-model';

/** A field's error in words (its limit interpolated), or undefined when it has none. */
export const fieldError = (t: TFunction, error: FieldErrors[string] | undefined) => (error ? t(error.key, { max: error.max }) : undefined);
