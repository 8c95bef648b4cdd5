import { useState } from 'react';
import { translatedField, type Language } from 'shared-i18n';
import type { TestimonialRow } from '../api/get-testimonials';
import { DEFAULT_AVATAR } from './default-avatar';
import styles from './testimonials.module.css';

export function TestimonialCard({ row, language }: { row: TestimonialRow; language: Language }) {
  const [failed, setFailed] = useState(false);
  const name = translatedField(row, 'name', language);
  const role = translatedField(row, 'role', language);
  const text = translatedField(row, 'text', language);
  const source = !row.image || failed ? DEFAULT_AVATAR : row.image;
  return (
    <figure className={styles.card} data-testimonial={row.id}>
      <blockquote className={styles.quote}>
        <p>{text}</p>
      </blockquote>
      <figcaption className={styles.caption}>
        {/* The name follows in text, so the picture is decorative for screen readers. */}
        <img
          className={styles.avatar}
          src={source}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          data-default={source === DEFAULT_AVATAR || undefined}
          onError={() => setFailed(true)}
        />
        <span>
          <span className={styles.name}>{name}</span>
          {role && <span className={styles.role}>{role}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
