// The firm's direct channels as cards: e-mail (mailto), phone (a popover with both numbers as
// tel: links) and WhatsApp with the translated greeting. Used on the home page and /contacto.
import { useTranslation } from 'react-i18next';
import { FIRM, telHref, whatsappHref } from 'shared-ui';
import { Popover } from 'shared-ui/popover';
import styles from './contact-channels.module.css';

function Icon({ d }: { d: string }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const MAIL = 'M3 6h18v12H3zM3 7l9 7 9-7';
const PHONE = 'M5 3h4l2 5-3 2a11 11 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2';
const CHAT = 'M4 20l1.5-4A8 8 0 1 1 8 18.5zM9 10h6M9 13h4';

export function ContactChannels({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation(['marketing', 'common']);
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const greeting = t('common:chat.greeting');
  return (
    <ul className={styles.cards}>
      <li className={styles.card}>
        <Icon d={MAIL} />
        <Heading className={styles.title}>{t('marketing:contactSection.email')}</Heading>
        <p className={styles.text}>{t('marketing:contactSection.emailText')}</p>
        <a className={styles.action} href={`mailto:${FIRM.email}`}>
          {FIRM.email}
        </a>
      </li>
      <li className={styles.card}>
        <Icon d={PHONE} />
        <Heading className={styles.title}>{t('marketing:contactSection.phone')}</Heading>
        <p className={styles.text}>{t('marketing:contactSection.phoneText')}</p>
        <Popover
          label={t('marketing:contactSection.phoneNumbers')}
          trigger={
            <button type="button" className={styles.action}>
              {t('marketing:contactSection.showPhones')}
            </button>
          }
        >
          <p className={styles.popoverTitle}>{t('marketing:contactSection.phoneNumbers')}</p>
          <ul className={styles.numbers}>
            {FIRM.phones.map((phone, index) => (
              <li key={phone}>
                <span className={styles.numberLabel}>{index === 0 ? t('marketing:contactSection.landline') : t('marketing:contactSection.mobile')}</span>
                <a href={telHref(phone)} dir="ltr">
                  {phone}
                </a>
              </li>
            ))}
          </ul>
        </Popover>
      </li>
      <li className={styles.card}>
        <Icon d={CHAT} />
        <Heading className={styles.title}>{t('marketing:contactSection.whatsapp')}</Heading>
        <p className={styles.text}>{t('marketing:contactSection.whatsappText')}</p>
        <a className={styles.action} href={whatsappHref(greeting)} target="_blank" rel="noopener noreferrer">
          {t('marketing:contactSection.openWhatsapp')}
          <span data-visually-hidden> {t('marketing:newTab')}</span>
        </a>
      </li>
    </ul>
  );
}
