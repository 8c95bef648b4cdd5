// The texts of the language whose tab is selected: title, excerpt, Markdown content, and its search
// and sharing fields. Spanish is required; the other languages fall back to it on the site.
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from 'shared-i18n';
import { FormField, controlClassName } from 'shared-ui/form-field';
import { TEXT_LIMITS, type FieldErrors, type PostForm, type TextField } from '../lib/post-model';
import { fieldError, limitNote } from './field-error';
import { LANGUAGE_PANEL_ID, languageTabId } from './language-tabs';
import { MarkdownEditor } from './markdown-editor';
import type { EditorAction } from './post-editor-reducer';
import { SeoFields } from './seo-fields';
import styles from './post-editor.module.css';

interface LanguagePanelProps {
  form: PostForm;
  language: Language;
  errors: FieldErrors;
  otherSlugs: string[];
  dispatch: Dispatch<EditorAction>;
}

export function LanguagePanel({ form, language, errors, otherSlugs, dispatch }: LanguagePanelProps) {
  const { t } = useTranslation('admin');
  const texts = form.texts[language];
  const setText = (field: TextField, value: string) => dispatch({ type: 'text', language, field, value, otherSlugs });
  const error = (field: TextField) => fieldError(t, errors[`texts.${language}.${field}`]);
  const note = (field: TextField) => limitNote(t, texts[field], TEXT_LIMITS[field]);
  const { dir } = LANGUAGES[language];

  return (
    <div role="tabpanel" id={LANGUAGE_PANEL_ID} aria-labelledby={languageTabId(language)} className={styles.panel}>
      <p className={styles.help}>{language === 'es' ? t('editor.spanishRequired') : t('editor.optionalLanguage')}</p>
      <FormField label={t('editor.fields.title')} required={language === 'es'} error={error('title')} notice={note('title')}>
        {(control) => (
          <input
            {...control}
            key={`title-${language}`}
            className={controlClassName}
            name={`title_${language}`}
            maxLength={TEXT_LIMITS.title}
            lang={language}
            dir={dir}
            value={texts.title}
            onChange={(event) => setText('title', event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('editor.fields.excerpt')} error={error('excerpt')} help={t('editor.help.excerpt')} notice={note('excerpt')}>
        {(control) => (
          <textarea
            {...control}
            key={`excerpt-${language}`}
            className={controlClassName}
            name={`excerpt_${language}`}
            rows={3}
            maxLength={TEXT_LIMITS.excerpt}
            lang={language}
            dir={dir}
            value={texts.excerpt}
            onChange={(event) => setText('excerpt', event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('editor.fields.content')} error={error('content')} help={t('editor.help.content')} notice={note('content')}>
        {(control) => (
          <MarkdownEditor
            key={`content-${language}`}
            control={control}
            language={language}
            value={texts.content}
            onChange={(value) => setText('content', value)}
          />
        )}
      </FormField>
      <SeoFields form={form} language={language} errors={errors} onChange={(code, field, value) => dispatch({ type: 'seo', language: code, field, value })} />
    </div>
  );
}
