// The post's address (Spanish slug). It follows the Spanish title until typed by hand; then a button
// brings the generated one back.
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui';
import { FormField, controlClassName } from 'shared-ui/form-field';
import { SLUG_LIMIT, type FieldErrors } from '../lib/post-model';
import { fieldError, limitNote } from './field-error';
import type { EditorAction } from './post-editor-reducer';

interface SlugFieldProps {
  slug: string;
  edited: boolean;
  error: FieldErrors[string] | undefined;
  otherSlugs: string[];
  dispatch: Dispatch<EditorAction>;
}

export function SlugField({ slug, edited, error, otherSlugs, dispatch }: SlugFieldProps) {
  const { t } = useTranslation('admin');
  return (
    <>
      <FormField label={t('editor.fields.slug')} required error={fieldError(t, error)} help={t('editor.help.slug')} notice={limitNote(t, slug, SLUG_LIMIT)}>
        {(control) => (
          <input
            {...control}
            className={controlClassName}
            name="slug"
            maxLength={SLUG_LIMIT}
            dir="ltr"
            value={slug}
            onChange={(event) => dispatch({ type: 'slug', value: event.target.value })}
          />
        )}
      </FormField>
      {edited && (
        <Button variant="ghost" onClick={() => dispatch({ type: 'regenerateSlug', otherSlugs })}>
          {t('editor.regenerateSlug')}
        </Button>
      )}
    </>
  );
}
