import { useTranslation } from 'react-i18next';
import { buttonClassName, FIRM } from 'shared-ui';

/** The external reviews page, in a new tab; noopener so it cannot reach back into ours. */
export function ReviewsLink() {
  const { t } = useTranslation('marketing');
  return (
    <a className={buttonClassName('secondary')} href={FIRM.reviewsUrl} target="_blank" rel="noopener noreferrer">
      {t('testimonials.reviewsButton')}
      <span style={{ position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}> {t('newTab')}</span>
    </a>
  );
}
