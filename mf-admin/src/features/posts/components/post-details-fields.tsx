// Category, additional categories (and whether the site shows them), date and the home page flag.
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, controlClassName } from 'shared-ui/form-field';
import { ADDITIONAL_CATEGORIES_LIMIT, CATEGORY_LIMIT, type FieldErrors, type PostForm } from '../lib/post-model';
import { fieldError, limitNote } from './field-error';
import type { EditorAction } from './post-editor-reducer';
import styles from './post-editor.module.css';

interface PostDetailsFieldsProps {
  form: PostForm;
  errors: FieldErrors;
  dispatch: Dispatch<EditorAction>;
}

export function PostDetailsFields({ form, errors, dispatch }: PostDetailsFieldsProps) {
  const { t } = useTranslation('admin');
  const edit = (patch: Partial<Pick<PostForm, 'category' | 'additionalCategories' | 'showAdditionalCategories' | 'date' | 'showOnHomepage'>>) =>
    dispatch({ type: 'edit', patch });
  return (
    <>
      <FormField label={t('editor.fields.category')} required error={fieldError(t, errors.category)} notice={limitNote(t, form.category, CATEGORY_LIMIT)}>
        {(control) => (
          <input
            {...control}
            className={controlClassName}
            name="category"
            maxLength={CATEGORY_LIMIT}
            value={form.category}
            onChange={(event) => edit({ category: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        label={t('editor.fields.additionalCategories')}
        error={fieldError(t, errors.additionalCategories)}
        help={t('editor.help.additionalCategories')}
        notice={limitNote(t, form.additionalCategories, ADDITIONAL_CATEGORIES_LIMIT)}
      >
        {(control) => (
          <input
            {...control}
            className={controlClassName}
            name="additional_categories"
            maxLength={ADDITIONAL_CATEGORIES_LIMIT}
            value={form.additionalCategories}
            onChange={(event) => edit({ additionalCategories: event.target.value })}
          />
        )}
      </FormField>
      <label className={styles.check}>
        <input type="checkbox" checked={form.showAdditionalCategories} onChange={(event) => edit({ showAdditionalCategories: event.target.checked })} />
        {t('editor.fields.showAdditionalCategories')}
      </label>
      <FormField label={t('editor.fields.date')} error={fieldError(t, errors.date)}>
        {(control) => (
          <input {...control} className={controlClassName} type="date" name="date" value={form.date} onChange={(event) => edit({ date: event.target.value })} />
        )}
      </FormField>
      <label className={styles.check}>
        <input type="checkbox" checked={form.showOnHomepage} onChange={(event) => edit({ showOnHomepage: event.target.checked })} />
        {t('editor.fields.showOnHomepage')}
      </label>
    </>
  );
}
