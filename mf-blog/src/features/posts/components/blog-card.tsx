// Blog card: optional image, title, excerpt clamped to 3 lines, long localized
// date (the raw value when it is no date), read-more link to the post; on the list also a preview.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'shared-ui/router';
import { pathFor, type Language } from 'shared-i18n';
import { formatLongDate } from 'shared-i18n/dates';
import type { BlogPost } from '../lib/types';
import styles from './blog-card.module.css';

export interface BlogCardProps {
  post: BlogPost;
  language: Language;
  headingLevel?: 2 | 3;
  onPreview?: (post: BlogPost) => void;
  /** The invoker command by which the Preview button opens the preview dialog (shared-ui/native-dialog's dialogCommand). */
  previewCommand?: object;
}

export function BlogCard({ post, language, headingLevel = 2, onPreview, previewCommand }: BlogCardProps) {
  const { t } = useTranslation('blog');
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = pathFor({ page: 'blogPost', slug: post.slug }, language);
  return (
    <article className={styles.card} aria-labelledby={titleId} data-post-slug={post.slug}>
      {post.image && (
        // Decorative next to the title; lazy and sized so the grid does not jump while it loads.
        <img className={styles.image} src={post.image} alt="" loading="lazy" decoding="async" width={640} height={360} />
      )}
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.category}>{post.category}</span>
          {post.date && <time dateTime={post.date}>{formatLongDate(post.date, language)}</time>}
        </p>
        <Heading id={titleId} className={styles.title}>
          {post.title}
        </Heading>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <div className={styles.actions}>
          <Link className={styles.readMore} to={href}>
            {t('card.readMore')}
            <span data-visually-hidden>: {post.title}</span>
          </Link>
          {onPreview && (
            // Opens the dialog natively at once; the click is also the list's, which then shows this post
            // (held until the list is live when tapped before: data-replay-click).
            <button
              type="button"
              className={styles.preview}
              aria-haspopup="dialog"
              {...(previewCommand ? { ...previewCommand, 'data-replay-click': '' } : {})}
              onClick={() => onPreview(post)}
            >
              {t('card.preview')}
              <span data-visually-hidden>: {post.title}</span>
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
