// The footer's three legal dialogs (data protection, cookies, legal notice). Their texts live in
// the `legal` namespace and take the firm's data from the firm config module.
import { useTranslation } from 'react-i18next';
import { firmTextValues } from 'shared-ui';
import { Dialog } from 'shared-ui/dialog';
import styles from './legal-dialogs.module.css';

type Sections = Record<string, { title: string; body: string }>;

const PRIVACY_SUMMARY = ['responsible', 'purpose', 'legalBasis', 'recipients', 'rights', 'moreInfo'] as const;
const COOKIE_ITEMS = ['what', 'types', 'who', 'consent', 'withdraw', 'transfers', 'retention'] as const;
const COOKIE_COLUMNS = ['name', 'purpose', 'type', 'duration'] as const;

function useLegal() {
  const { t } = useTranslation('legal');
  const values = firmTextValues();
  return {
    text: (key: string) => t(key, values),
    object: <T,>(key: string) => t(key, { ...values, returnObjects: true }) as T,
  };
}

function SectionList({ sections }: { sections: Sections }) {
  return (
    <>
      {Object.entries(sections).map(([id, section]) => (
        <section key={id} className={styles.section}>
          <h3>{section.title}</h3>
          <p>{section.body}</p>
        </section>
      ))}
    </>
  );
}

function PrivacyContent() {
  const { text, object } = useLegal();
  return (
    <>
      <h3>{text('privacy.summaryTitle')}</h3>
      <table className={styles.table}>
        <tbody>
          {PRIVACY_SUMMARY.map((row) => (
            <tr key={row}>
              <th scope="row">{text(`privacy.${row}.label`)}</th>
              <td>{text(`privacy.${row}.text`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{text('privacy.detailsTitle')}</h3>
      <SectionList sections={object<Sections>('privacy.sections')} />
    </>
  );
}

function CookiesContent() {
  const { text, object } = useLegal();
  const rows = Object.keys(object<Record<string, unknown>>('cookies.table')).filter((key) => key.startsWith('row'));
  return (
    <>
      <p>{text('cookies.intro')}</p>
      <SectionList sections={Object.fromEntries(COOKIE_ITEMS.map((item) => [item, object<Sections[string]>(`cookies.${item}`)]))} />
      <h3>{text('cookies.table.title')}</h3>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              {COOKIE_COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {text(`cookies.table.head.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row}>
                {COOKIE_COLUMNS.map((column) => (
                  <td key={column}>{text(`cookies.table.${row}.${column}`)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function LegalNoticeContent() {
  const { object } = useLegal();
  return <SectionList sections={object<Sections>('legalNotice.sections')} />;
}

const DIALOGS = [
  { id: 'privacy', link: 'links.privacy', title: 'privacy.title', Content: PrivacyContent },
  { id: 'cookies', link: 'links.cookies', title: 'cookies.title', Content: CookiesContent },
  { id: 'legalNotice', link: 'links.legalNotice', title: 'legalNotice.title', Content: LegalNoticeContent },
] as const;

export function LegalDialogs() {
  const { text } = useLegal();
  return (
    <>
      {DIALOGS.map(({ id, link, title, Content }) => (
        <li key={id}>
          <Dialog
            size="lg"
            title={text(title)}
            description={text('lastUpdated')}
            closeLabel={text('close')}
            trigger={
              <button type="button" className={styles.trigger}>
                {text(link)}
              </button>
            }
          >
            <div className={styles.content}>
              <Content />
            </div>
          </Dialog>
        </li>
      ))}
    </>
  );
}
