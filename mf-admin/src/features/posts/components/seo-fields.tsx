// Per-language search and sharing texts with what a search result and a shared link (WhatsApp,
// Facebook, LinkedIn read the page's Open Graph tags) will look like.
// Empty fields fall back to the post's own title and excerpt, as the generated pages do.
import { useTranslation } from 'react-i18next';
import { LANGUAGES, pathFor, type Language } from 'shared-i18n';
import { FormField, controlClassName } from 'shared-ui/form-field';
import { SEO_LIMITS, SEO_VISIBLE, SLUG_LIMIT, type FieldErrors, type PostForm, type SeoField } from '../lib/post-model';
import { limitNote } from './field-error';
import styles from './post-editor.module.css';

interface SeoFieldsProps {
  form: PostForm;
  language: Language;
  errors: FieldErrors;
  onChange: (language: Language, field: SeoField | 'slug', value: string) => void;
}

export function SeoFields({ form, language, errors, onChange }: SeoFieldsProps) {
  const { t } = useTranslation('admin');
  const seo = form.seo[language];
  const texts = form.texts[language];
  const error = (field: string) => {
    const found = errors[`seo.${language}.${field}`];
    return found ? t(found.key, { max: found.max }) : undefined;
  };
  const note = (field: SeoField) => limitNote(t, seo[field], SEO_LIMITS[field]);
  const counter = (field: 'metaTitle' | 'metaDescription') =>
    t('editor.seo.counter', { count: seo[field].length, visible: SEO_VISIBLE[field] }) +
    (seo[field].length > SEO_VISIBLE[field] ? ` ${t('editor.seo.tooLongForResults')}` : '');
  const slug = (language !== 'es' && seo.slug.trim()) || form.slug;
  const path = slug ? pathFor({ page: 'blogPost', slug }, language) : `${pathFor({ page: 'blog' }, language)}/…`;
  const shownTitle = seo.metaTitle.trim() || texts.title.trim() || form.texts.es.title;
  const shownDescription = seo.metaDescription.trim() || texts.excerpt.trim() || form.texts.es.excerpt;
  const dir = LANGUAGES[language].dir;
  const cardImage = seo.socialImage.trim() || form.seo.es.socialImage.trim() || form.image;

  return (
    <fieldset className={styles.seo}>
      <legend>{t('editor.seo.title')}</legend>
      <FormField label={t('editor.seo.metaTitle')} error={error('metaTitle')} help={counter('metaTitle')} notice={note('metaTitle')}>
        {(control) => (
          <input
            {...control}
            key={`meta-title-${language}`}
            className={controlClassName}
            name={`meta_title_${language}`}
            maxLength={SEO_LIMITS.metaTitle}
            lang={language}
            dir={dir}
            value={seo.metaTitle}
            onChange={(event) => onChange(language, 'metaTitle', event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('editor.seo.metaDescription')} error={error('metaDescription')} help={counter('metaDescription')} notice={note('metaDescription')}>
        {(control) => (
          <textarea
            {...control}
            key={`meta-description-${language}`}
            className={controlClassName}
            rows={3}
            name={`meta_description_${language}`}
            maxLength={SEO_LIMITS.metaDescription}
            lang={language}
            dir={dir}
            value={seo.metaDescription}
            onChange={(event) => onChange(language, 'metaDescription', event.target.value)}
          />
        )}
      </FormField>
      <FormField
        label={t('editor.seo.imageAlt')}
        required={language === 'es' && Boolean(form.image)}
        error={error('imageAlt')}
        help={t('editor.seo.imageAltHelp')}
        notice={note('imageAlt')}
      >
        {(control) => (
          <input
            {...control}
            key={`image-alt-${language}`}
            className={controlClassName}
            name={`image_alt_${language}`}
            maxLength={SEO_LIMITS.imageAlt}
            lang={language}
            dir={dir}
            value={seo.imageAlt}
            onChange={(event) => onChange(language, 'imageAlt', event.target.value)}
          />
        )}
      </FormField>
      <FormField label={t('editor.seo.socialImage')} error={error('socialImage')} help={t('editor.seo.socialImageHelp')} notice={note('socialImage')}>
        {(control) => (
          <input
            {...control}
            key={`social-image-${language}`}
            className={controlClassName}
            type="url"
            name={`social_image_${language}`}
            maxLength={SEO_LIMITS.socialImage}
            dir="ltr"
            value={seo.socialImage}
            onChange={(event) => onChange(language, 'socialImage', event.target.value)}
          />
        )}
      </FormField>
      {language !== 'es' && (
        <FormField
          label={t('editor.seo.slug')}
          error={error('slug')}
          help={t('editor.seo.slugHelp', { slug: form.slug })}
          notice={limitNote(t, seo.slug, SLUG_LIMIT)}
        >
          {(control) => (
            <input
              {...control}
              key={`slug-${language}`}
              className={controlClassName}
              name={`slug_${language}`}
              maxLength={SLUG_LIMIT}
              dir="ltr"
              value={seo.slug}
              onChange={(event) => onChange(language, 'slug', event.target.value)}
            />
          )}
        </FormField>
      )}
      <div className={styles.serp} aria-label={t('editor.seo.searchPreview')} role="group" lang={language} dir={dir}>
        <p className={styles.serpUrl} dir="ltr">
          {path}
        </p>
        <p className={styles.serpTitle}>{shownTitle || t('editor.untitled')}</p>
        <p className={styles.serpDescription}>{shownDescription}</p>
      </div>
      <div className={styles.card} aria-label={t('editor.seo.cardPreview')} role="group" lang={language} dir={dir}>
        {cardImage && <img src={cardImage} alt="" className={styles.cardImage} />}
        <div className={styles.cardText}>
          <p className={styles.serpUrl} dir="ltr">
            {window.location.host}
          </p>
          <p className={styles.cardTitle}>{shownTitle || t('editor.untitled')}</p>
          <p className={styles.serpDescription}>{shownDescription}</p>
        </div>
      </div>
    </fieldset>
  );
}
