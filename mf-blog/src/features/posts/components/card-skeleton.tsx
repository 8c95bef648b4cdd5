import styles from './skeleton.module.css';
import cardStyles from './blog-card.module.css';

/** A card-shaped skeleton while posts load (hidden from assistive tech; the list announces loading). */
export function CardSkeleton() {
  return (
    <div className={cardStyles.card} aria-hidden="true" data-skeleton="">
      <div className={cardStyles.body}>
        <span className={styles.lineShort} />
        <span className={styles.title} />
        <span className={styles.line} />
        <span className={styles.line} />
        <span className={styles.lineShort} />
      </div>
    </div>
  );
}
