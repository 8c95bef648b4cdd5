// Two versions of a post's texts side by side, for one language: only the fields that differ. Used by
// the conflict dialog (mine / saved by someone else) and the history (current / that version).
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from 'shared-i18n';
import { TEXT_FIELDS, type PostForm } from '../lib/post-model';
import styles from './post-editor.module.css';

interface TextsCompareProps {
  left: PostForm;
  right: PostForm;
  language: Language;
  leftLabel: string;
  rightLabel: string;
}

export function TextsCompare({ left, right, language, leftLabel, rightLabel }: TextsCompareProps) {
  const { t } = useTranslation('admin');
  const differing = TEXT_FIELDS.filter((field) => left.texts[language][field] !== right.texts[language][field]);
  if (differing.length === 0) return <p className={styles.help}>{t('editor.compare.same', { language: LANGUAGES[language].nativeName })}</p>;
  return (
    <table className={styles.compare} lang={language} dir={LANGUAGES[language].dir}>
      <caption>{t('editor.conflict.compare', { language: LANGUAGES[language].nativeName })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('editor.conflict.field')}</th>
          <th scope="col">{leftLabel}</th>
          <th scope="col">{rightLabel}</th>
        </tr>
      </thead>
      <tbody>
        {differing.map((field) => (
          <tr key={field}>
            <th scope="row">{t(`editor.fields.${field}`)}</th>
            <td>{left.texts[language][field]}</td>
            <td>{right.texts[language][field]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
