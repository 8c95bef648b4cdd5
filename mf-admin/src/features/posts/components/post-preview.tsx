// Preview in the shape of the public blog dialog: title,
// date in Spanish 'd de MMMM, yyyy', category plus additional categories when the flag is set, and
// the content drawn by the blog's own component (shared-ui/post-content). The dialog's frame belongs
// to mf-blog, which does not expose it.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from 'shared-i18n';
import { formatDialogDate } from 'shared-i18n/dates';
import { Dialog } from 'shared-ui/dialog';
import { splitCategories, type PostForm } from '../lib/post-model';
import styles from './post-editor.module.css';

const PostContent = lazy(() => import('shared-ui/post-content'));

function pick(form: PostForm, language: Language, field: 'title' | 'excerpt' | 'content') {
  const value = form.texts[language][field];
  return value.trim() ? value : form.texts.es[field];
}

export function PostPreview({
  form,
  language,
  open,
  onOpenChange,
}: {
  form: PostForm;
  language: Language;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const categories = [form.category, ...(form.showAdditionalCategories ? splitCategories(form.additionalCategories) : [])];
  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="lg" title={pick(form, language, 'title') || t('editor.untitled')} closeLabel={t('common.close')}>
      <div className={styles.preview} lang={language} dir={LANGUAGES[language].dir}>
        <p className={styles.previewMeta}>
          <time dateTime={form.date}>{formatDialogDate(form.date)}</time> · {categories.join(' · ')}
        </p>
        {form.image && <img src={form.image} alt="" className={styles.previewImage} />}
        {pick(form, language, 'excerpt') && <p className={styles.previewExcerpt}>{pick(form, language, 'excerpt')}</p>}
        <Suspense fallback={<p>{t('common.loading')}</p>}>
          <PostContent markdown={pick(form, language, 'content')} />
        </Suspense>
      </div>
    </Dialog>
  );
}
