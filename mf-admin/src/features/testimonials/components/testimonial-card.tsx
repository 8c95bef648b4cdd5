// A testimonial as the public carousel shows it: photo, quote, name, role and platform logo,
// in one language (falling back to Spanish like the public site).
import { useState } from 'react';
import { languageDirection, type Language } from 'shared-i18n';
import styles from './testimonials.module.css';

export interface CardTexts {
  name: string;
  role: string;
  text: string;
}

export function TestimonialCard({
  texts,
  fallback,
  image,
  logo,
  language,
}: {
  texts: CardTexts;
  fallback: CardTexts;
  image: string;
  logo: string;
  language: Language;
}) {
  const [brokenImage, setBrokenImage] = useState('');
  const pick = (field: keyof CardTexts) => texts[field].trim() || fallback[field].trim();
  const name = pick('name');
  return (
    <figure className={styles.card} lang={language} dir={languageDirection(language)}>
      {image && brokenImage !== image ? (
        <img className={styles.avatar} src={image} alt="" onError={() => setBrokenImage(image)} width={64} height={64} />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <blockquote className={styles.quote}>
        <p>{pick('text')}</p>
      </blockquote>
      <figcaption>
        <strong>{name}</strong>
        {pick('role') && <span className={styles.role}>{pick('role')}</span>}
      </figcaption>
      {logo && <img className={styles.logo} src={logo} alt="" height={24} />}
    </figure>
  );
}
