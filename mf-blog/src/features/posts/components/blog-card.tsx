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
}

export function BlogCard({ post, language, headingLevel = 2, onPreview }: BlogCardProps) {
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
            <button type="button" className={styles.preview} onClick={() => onPreview(post)}>
              {t('card.preview')}
              <span data-visually-hidden>: {post.title}</span>
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
