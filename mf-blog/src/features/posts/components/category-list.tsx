import { useTranslation } from 'react-i18next';
import { visibleCategories } from '../lib/map-post';
import type { BlogPost } from '../lib/types';
import styles from './category-list.module.css';

export function CategoryList({ post }: { post: BlogPost }) {
  const { t } = useTranslation('blog');
  return (
    <ul className={styles.list} aria-label={t('common.categories')}>
      {visibleCategories(post).map((category) => (
        <li key={category} className={styles.item}>
          {category}
        </li>
      ))}
    </ul>
  );
}
