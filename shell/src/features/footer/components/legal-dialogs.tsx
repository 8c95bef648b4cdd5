// The footer's three legal dialogs (data protection, cookies, legal notice). Their texts live in
// the `legal` namespace and take the firm's data from the firm config module.
// Each is a native modal <dialog> (shared-ui/native-dialog) rendered with the page and opened by its
// button's invoker command, so the first tap opens it in the next frame before the footer's code has
// arrived (issue #47; the Radix dialog it replaced waited for that code). The long texts are not in the generated page (they
// cost every page 4.6–6.3 kB gzip, docs/performance.md): the body is rendered while its dialog is open
// and the footer has hydrated (its code asked for by the scroll or press that reached the button), so
// a closed dialog holds no text, no table and no busy region for the rest of the page to trip on.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firmTextValues } from 'shared-ui';
import { dialogCommand, NativeDialog, showDialogOf } from 'shared-ui/native-dialog';
import { useHydrating } from '@/lib/use-hydrating';
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

type DialogSpec = (typeof DIALOGS)[number];

function LegalDialog({ dialogId, spec }: { dialogId: string; spec: DialogSpec }) {
  const { text } = useLegal();
  const hydrating = useHydrating();
  const [open, setOpen] = useState(false);
  const { link, title, Content } = spec;
  return (
    <li>
      <button type="button" className={styles.trigger} aria-haspopup="dialog" {...dialogCommand(dialogId, 'show-modal')} onClick={showDialogOf}>
        {text(link)}
      </button>
      <NativeDialog id={dialogId} size="lg" onOpenChange={setOpen} title={text(title)} description={text('lastUpdated')} closeLabel={text('close')}>
        <div className={styles.content}>{open && !hydrating && <Content />}</div>
      </NativeDialog>
    </li>
  );
}

export function LegalDialogs() {
  // The same on the server and in the browser, so the generated buttons and dialogs match.
  const base = useId();
  return (
    <>
      {DIALOGS.map((spec) => (
        <LegalDialog key={spec.id} dialogId={`${base}${spec.id}`} spec={spec} />
      ))}
    </>
  );
}
