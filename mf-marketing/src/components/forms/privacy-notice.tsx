// First layer of data-protection information beside a form (RGPD art. 13 / LOPDGDD art. 11):
// controller, purpose and rights in a few lines, and the full notice one click away in a dialog.
import { useTranslation } from 'react-i18next';
import { firmTextValues } from 'shared-ui';
import { Dialog } from 'shared-ui/dialog';
import styles from './form.module.css';

const SUMMARY_ROWS = ['responsible', 'purpose', 'legalBasis', 'recipients', 'rights', 'moreInfo'] as const;

export function PrivacyNotice({ id }: { id: string }) {
  const { t } = useTranslation(['legal', 'contact']);
  const values = firmTextValues();
  const sections = t('legal:privacy.sections', { ...values, returnObjects: true }) as Record<string, { title: string; body: string }>;
  return (
    <div className={styles.privacy} id={id}>
      <p>
        <strong>{t('legal:privacy.summaryTitle')}. </strong>
        {t('legal:privacy.formNotice', values)}
      </p>
      <Dialog
        title={t('legal:privacy.title')}
        closeLabel={t('legal:close')}
        size="lg"
        trigger={
          <button type="button" className={styles.linkButton}>
            {t('contact:form.privacyLink')}
          </button>
        }
      >
        <table className={styles.privacyTable}>
          <tbody>
            {SUMMARY_ROWS.map((row) => (
              <tr key={row}>
                <th scope="row">{t(`legal:privacy.${row}.label`, values)}</th>
                <td>{t(`legal:privacy.${row}.text`, values)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {typeof sections === 'object' &&
          Object.entries(sections).map(([key, section]) => (
            <section key={key}>
              <h3>{section.title}</h3>
              <p>{section.body}</p>
            </section>
          ))}
      </Dialog>
    </div>
  );
}
