// Create/edit form of one testimonial: texts per language (Spanish required), images, the
// client's authorisation and the active flag, and a live preview as the public carousel shows it.
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, LANGUAGES, languageDirection, type Language } from 'shared-i18n';
import { Button } from 'shared-ui';
import { Carousel } from 'shared-ui/carousel';
import { controlClassName, FormField } from 'shared-ui/form-field';
import { toast } from 'shared-ui/toaster';
import { errorMessage } from '@/lib/errors';
import { IMAGE_TYPES } from '@/lib/images';
import screen from '@/components/screen.module.css';
import { useSaveTestimonial } from '../api/save-testimonial';
import { isAuthorisationError, type Testimonial, type TestimonialField } from '../api/testimonial';
import { imageProblem, uploadTestimonialImage } from '../api/upload-testimonial-image';
import { draftOf, emptyDraft, MAX_LENGTH, rowOf, validateDraft, type DraftErrors, type TestimonialDraft } from '../lib/testimonial-draft';
import { Tabs } from '@/components/tabs';
import { TestimonialCard } from './testimonial-card';
import styles from './testimonials.module.css';

type ImageKey = 'image' | 'platform_logo';

export function TestimonialForm({ testimonial, onSaved }: { testimonial?: Testimonial; onSaved: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const [draft, setDraft] = useState<TestimonialDraft>(() => (testimonial ? draftOf(testimonial) : emptyDraft()));
  const [language, setLanguage] = useState<Language>('es');
  const [errors, setErrors] = useState<DraftErrors>({});
  const [uploading, setUploading] = useState<ImageKey | null>(null);
  const save = useSaveTestimonial();

  const setText = (field: TestimonialField, value: string) =>
    setDraft((current) => ({ ...current, texts: { ...current.texts, [language]: { ...current.texts[language], [field]: value } } }));
  const errorOf = (key: string) => (errors[key] ? t(errors[key]!) : undefined);

  const upload = async (key: ImageKey, event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) return setErrors((current) => ({ ...current, [`${key}File`]: problem }));
    setUploading(key);
    setErrors((current) => ({ ...current, [`${key}File`]: undefined }));
    try {
      const url = await uploadTestimonialImage(file, key === 'image' ? 'testimonials' : 'platform-logos');
      setDraft((current) => ({ ...current, [key]: url }));
    } catch (error) {
      console.error(error);
      setErrors((current) => ({ ...current, [`${key}File`]: 'testimonialsAdmin.errors.upload' }));
    } finally {
      setUploading(null);
    }
  };

  const submit = () => {
    const problems = validateDraft(draft);
    setErrors(problems);
    if (Object.keys(problems).length) {
      // Show the tab of the first problem so the message is visible.
      const first = Object.keys(problems)[0].split('.')[0];
      if ((LANGUAGE_CODES as readonly string[]).includes(first)) setLanguage(first as Language);
      return;
    }
    save.mutate(
      { id: testimonial?.id, row: rowOf(draft, testimonial) },
      {
        onSuccess: () => {
          toast.success(t('testimonialsAdmin.saved'));
          onSaved();
        },
        onError: (error) => {
          if (isAuthorisationError(error)) setErrors({ active: 'testimonialsAdmin.errors.activeNeedsAuthorisation' });
          else toast.error(errorMessage(t, error));
        },
      },
    );
  };

  const complete = (code: Language) => Boolean(draft.texts[code].name.trim() && draft.texts[code].text.trim());
  const hasError = (code: Language) => Object.keys(errors).some((key) => errors[key] && key.startsWith(`${code}.`));
  const texts = draft.texts[language];
  const dir = languageDirection(language);

  const imageField = (key: ImageKey) => (
    <div>
      <FormField label={t(`testimonialsAdmin.fields.${key}`)} error={errorOf(key)} help={t('testimonialsAdmin.urlHelp')}>
        {(control) => (
          <input
            {...control}
            type="url"
            className={controlClassName}
            value={draft[key]}
            onChange={(event) => setDraft((current) => ({ ...current, [key]: event.target.value }))}
          />
        )}
      </FormField>
      <FormField
        label={t(`testimonialsAdmin.fields.${key}Upload`)}
        error={errorOf(`${key}File`)}
        help={uploading === key ? t('testimonialsAdmin.uploading') : t('testimonialsAdmin.uploadHelp')}
      >
        {(control) => (
          <input {...control} type="file" accept={IMAGE_TYPES.join(',')} onChange={(event) => void upload(key, event)} disabled={uploading !== null} />
        )}
      </FormField>
      {draft[key] && <img className={styles.thumb} src={draft[key]} alt={t(`testimonialsAdmin.fields.${key}Preview`)} />}
    </div>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Tabs
        label={t('testimonialsAdmin.languagesLabel')}
        value={language}
        onChange={(id) => setLanguage(id as Language)}
        items={LANGUAGE_CODES.map((code) => ({
          id: code,
          lang: code,
          label: LANGUAGES[code].nativeName,
          marker: hasError(code)
            ? t('testimonialsAdmin.tabError')
            : code === 'es'
              ? t('testimonialsAdmin.required')
              : complete(code)
                ? '✓'
                : t('testimonialsAdmin.optional'),
        }))}
      >
        {language !== 'es' && <p className={screen.muted}>{t('testimonialsAdmin.fallbackHelp')}</p>}
        {(['name', 'role', 'text'] as const).map((field) => (
          <FormField
            key={`${language}.${field}`}
            label={t(`testimonialsAdmin.fields.${field}`)}
            required={language === 'es' && field !== 'role'}
            error={errorOf(`${language}.${field}`)}
          >
            {(control) =>
              field === 'text' ? (
                <textarea
                  {...control}
                  lang={language}
                  dir={dir}
                  rows={5}
                  className={controlClassName}
                  value={texts[field]}
                  maxLength={MAX_LENGTH[field]}
                  onChange={(event) => setText(field, event.target.value)}
                />
              ) : (
                <input
                  {...control}
                  lang={language}
                  dir={dir}
                  className={controlClassName}
                  value={texts[field]}
                  maxLength={MAX_LENGTH[field]}
                  onChange={(event) => setText(field, event.target.value)}
                />
              )
            }
          </FormField>
        ))}
      </Tabs>

      <div className={styles.grid}>
        {imageField('image')}
        {imageField('platform_logo')}
      </div>

      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={draft.client_authorised}
          onChange={(event) => {
            const checked = event.target.checked;
            // Withdrawing the authorisation also takes the testimonial off the site.
            setDraft((current) => ({ ...current, client_authorised: checked, active: checked ? current.active : false }));
            if (checked) setErrors((current) => ({ ...current, active: undefined }));
          }}
        />
        <span>{t('testimonialsAdmin.fields.client_authorised')}</span>
      </label>
      <div>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={draft.active}
            aria-invalid={errors.active ? true : undefined}
            aria-describedby={errors.active ? 'testimonial-active-error' : undefined}
            onChange={(event) => {
              if (event.target.checked && !draft.client_authorised) {
                setErrors((current) => ({ ...current, active: 'testimonialsAdmin.errors.activeNeedsAuthorisation' }));
                return;
              }
              setErrors((current) => ({ ...current, active: undefined }));
              setDraft((current) => ({ ...current, active: event.target.checked }));
            }}
          />
          <span>{t('testimonialsAdmin.fields.active')}</span>
        </label>
        {errors.active && (
          <p id="testimonial-active-error" role="alert" className={screen.error}>
            {t(errors.active)}
          </p>
        )}
      </div>

      <section className={`${screen.section} ${styles.preview}`} aria-labelledby="testimonial-preview-title">
        <h3 id="testimonial-preview-title">{t('testimonialsAdmin.preview', { language: LANGUAGES[language].nativeName })}</h3>
        <Carousel
          label={t('testimonialsAdmin.previewLabel')}
          dir={dir}
          labels={{
            previous: tc('carousel.previous'),
            next: tc('carousel.next'),
            pause: tc('carousel.pause'),
            play: tc('carousel.play'),
            slide: (index, total) => tc('carousel.slide', { index, total }),
          }}
          slides={[
            <TestimonialCard key="preview" texts={texts} fallback={draft.texts.es} image={draft.image} logo={draft.platform_logo} language={language} />,
          ]}
        />
      </section>

      <div className={screen.actions}>
        <Button type="submit" disabled={save.isPending || uploading !== null}>
          {save.isPending ? t('testimonialsAdmin.saving') : t('testimonialsAdmin.save')}
        </Button>
      </div>
    </form>
  );
}
