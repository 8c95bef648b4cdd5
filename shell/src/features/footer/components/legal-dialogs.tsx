// The footer's three legal dialogs (data protection, cookies, legal notice). Their texts live in
// the `legal` namespace and take the firm's data from the firm config module.
// Each is a native modal <dialog> rendered with the page and opened by its button's invoker command
// (`commandfor` + `command="show-modal"`, issue #47), so the first tap opens it in the next frame
// before the footer's code has arrived (the Radix dialog it replaced waited for that code). The
// browser keeps focus inside, closes it on Escape (and, with `closedby="any"`, on a click outside)
// and returns focus to the button. A browser without invoker commands opens it from the button's
// click handler once the footer has hydrated. The long texts are not in the generated page (they
// cost every page 4.6–6.3 kB gzip, docs/performance.md): the body is rendered while its dialog is open
// and the footer has hydrated (its code asked for by the scroll or press that reached the button), so
// a closed dialog holds no text, no table and no busy region for the rest of the page to trip on.
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { firmTextValues } from 'shared-ui';
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

/** Invoker-command attributes, which React passes through as written but does not type yet. */
const command = (id: string, action: 'show-modal' | 'close') => ({ commandfor: id, command: action }) as object;

function dialogOf(event: MouseEvent<HTMLElement>) {
  const dialog = document.getElementById(event.currentTarget.getAttribute('commandfor') ?? '');
  return dialog instanceof HTMLDialogElement ? dialog : null;
}

/** Whether the dialog is open: followed through its toggle and close events, once hydrated. */
function useDialogOpen() {
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const follow = () => setOpen(dialog.open);
    // Opened by a tap before the footer hydrated.
    follow();
    dialog.addEventListener('toggle', follow);
    dialog.addEventListener('close', follow);
    return () => {
      dialog.removeEventListener('toggle', follow);
      dialog.removeEventListener('close', follow);
    };
  }, []);
  return { ref, open };
}

type DialogSpec = (typeof DIALOGS)[number];

function LegalDialog({ dialogId, spec }: { dialogId: string; spec: DialogSpec }) {
  const { text } = useLegal();
  const hydrating = useHydrating();
  const { ref, open } = useDialogOpen();
  const { link, title, Content } = spec;
  return (
    <li>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        {...command(dialogId, 'show-modal')}
        onClick={(event) => {
          const dialog = dialogOf(event);
          if (dialog && !dialog.open) dialog.showModal();
        }}
      >
        {text(link)}
      </button>
      <dialog
        ref={ref}
        id={dialogId}
        className={styles.dialog}
        aria-labelledby={`${dialogId}-title`}
        aria-describedby={`${dialogId}-updated`}
        {...({ closedby: 'any' } as object)}
      >
        <h2 id={`${dialogId}-title`} className={styles.title}>
          {text(title)}
        </h2>
        <p id={`${dialogId}-updated`} className={styles.description}>
          {text('lastUpdated')}
        </p>
        <div className={styles.content}>{open && !hydrating && <Content />}</div>
        <div className={styles.footer}>
          <button type="button" className={styles.close} {...command(dialogId, 'close')} onClick={(event) => dialogOf(event)?.close()}>
            {text('close')}
          </button>
        </div>
      </dialog>
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
