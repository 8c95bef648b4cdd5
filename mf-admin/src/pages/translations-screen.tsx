// Translation manager (/config-blogmr/traducciones): every key of every namespace with its file
// value and database override per language, completeness per namespace and language, editing of
// overrides (live on the public site at its next page load), and the languages on/off tab.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_CODES, LANGUAGES, languageDirection, NAMESPACES, type Language, type Namespace } from 'shared-i18n';
import { Button } from 'shared-ui';
import { Dialog } from 'shared-ui/dialog';
import { controlClassName, FormField } from 'shared-ui/form-field';
import { PAGE_SIZE, Pagination } from '@/components/pagination';
import { errorMessage } from '@/lib/errors';
import screen from '@/components/screen.module.css';
import { LanguagesPanel } from '@/features/translations/components/languages-panel';
import { Tabs } from '@/components/tabs';
import { localeFilesQueryOptions, type AllFiles } from '@/features/translations/api/get-locale-files';
import { overridesQueryOptions } from '@/features/translations/api/get-overrides';
import { buildEntries, completeness, effective, isMissing, isSameAsSpanish, type Entry, type OverrideRow } from '@/features/translations/lib/entries';
import { TranslationEditor } from '@/features/translations/components/translation-editor';

const FILTERS = ['all', 'missing', 'sameAsSpanish', 'overridden'] as const;
type Filter = (typeof FILTERS)[number];

function EditButton({ namespace, language, entry }: { namespace: Namespace; language: Language; entry: Entry }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="lg"
      title={t('translationsAdmin.editTitle', { language: LANGUAGES[language].nativeName })}
      closeLabel={t('inbox.close')}
      trigger={
        <button type="button" className={screen.textButton} aria-label={t('translationsAdmin.edit', { key: entry.key })}>
          {t('translationsAdmin.editShort')}
        </button>
      }
    >
      {open && <TranslationEditor namespace={namespace} language={language} entry={entry} onDone={() => setOpen(false)} />}
    </Dialog>
  );
}

function CompletenessTable({
  files,
  overrides,
  onPick,
}: {
  files: AllFiles;
  overrides: OverrideRow[];
  onPick: (namespace: Namespace, language: Language) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className={screen.tableWrap}>
      <table className={screen.table} data-testid="completeness">
        <caption>{t('translationsAdmin.completenessCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('translationsAdmin.namespace')}</th>
            {LANGUAGE_CODES.map((code) => (
              <th scope="col" key={code} lang={code}>
                {LANGUAGES[code].nativeName}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {NAMESPACES.map((namespace) => {
            const entries = buildEntries(namespace, files[namespace], overrides);
            return (
              <tr key={namespace} data-namespace={namespace}>
                <th scope="row">{namespace}</th>
                {LANGUAGE_CODES.map((code) => {
                  const { filled, total, percent } = completeness(entries, code);
                  return (
                    <td key={code} data-language={code} data-filled={filled} data-total={total} className={percent < 100 ? screen.danger : undefined}>
                      <button
                        type="button"
                        className={screen.textButton}
                        aria-label={t('translationsAdmin.pick', { namespace, language: LANGUAGES[code].nativeName, percent, filled, total })}
                        onClick={() => onPick(namespace, code)}
                      >
                        {percent} %
                      </button>
                      <br />
                      <span className={screen.muted}>
                        {filled}/{total}
                      </span>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function TextsPanel() {
  const { t } = useTranslation('admin');
  const files = useQuery(localeFilesQueryOptions());
  const overrides = useQuery(overridesQueryOptions());
  const [namespace, setNamespace] = useState<Namespace>('navigation');
  const [language, setLanguage] = useState<Language>('en');
  const [filter, setFilter] = useState<Filter>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);

  const entries = useMemo(
    () => (files.data && overrides.data ? buildEntries(namespace, files.data[namespace], overrides.data) : []),
    [files.data, overrides.data, namespace],
  );
  const visible = useMemo(() => {
    const term = search.trim().toLowerCase();
    return entries.filter((entry) => {
      if (filter === 'missing' && !isMissing(entry, language)) return false;
      if (filter === 'sameAsSpanish' && !isSameAsSpanish(entry, language)) return false;
      if (filter === 'overridden' && entry.override[language] === undefined) return false;
      if (!term) return true;
      return [entry.key, entry.spanish, effective(entry, language)].some((text) => text.toLowerCase().includes(term));
    });
  }, [entries, filter, language, search]);
  const lastPage = Math.max(0, Math.ceil(visible.length / PAGE_SIZE) - 1);
  const current = Math.min(page, lastPage);
  const rows = visible.slice(current * PAGE_SIZE, current * PAGE_SIZE + PAGE_SIZE);

  const failure = files.error ?? overrides.error;
  if (failure) {
    return (
      <div role="alert">
        <p className={screen.error}>{errorMessage(t, failure)}</p>
        <Button
          variant="secondary"
          onClick={() => {
            void files.refetch();
            void overrides.refetch();
          }}
        >
          {t('inbox.retry')}
        </Button>
      </div>
    );
  }
  if (!files.data || !overrides.data) return <p role="status">{t('inbox.loading')}</p>;

  const dir = languageDirection(language);
  const change = (update: () => void) => {
    update();
    setPage(0);
  };

  return (
    <div>
      <CompletenessTable files={files.data} overrides={overrides.data} onPick={(ns, code) => change(() => (setNamespace(ns), setLanguage(code)))} />

      <div role="search" className={`${screen.filters} ${screen.section}`} aria-label={t('inbox.filters.label')}>
        <FormField label={t('translationsAdmin.namespace')}>
          {(control) => (
            <select
              {...control}
              className={controlClassName}
              value={namespace}
              onChange={(event) => change(() => setNamespace(event.target.value as Namespace))}
            >
              {NAMESPACES.map((ns) => (
                <option key={ns} value={ns}>
                  {ns}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('translationsAdmin.language')}>
          {(control) => (
            <select {...control} className={controlClassName} value={language} onChange={(event) => change(() => setLanguage(event.target.value as Language))}>
              {LANGUAGE_CODES.map((code) => (
                <option key={code} value={code}>
                  {LANGUAGES[code].nativeName}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('translationsAdmin.show')}>
          {(control) => (
            <select {...control} className={controlClassName} value={filter} onChange={(event) => change(() => setFilter(event.target.value as Filter))}>
              {FILTERS.map((value) => (
                <option key={value} value={value}>
                  {t(`translationsAdmin.filters.${value}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('inbox.filters.search')}>
          {(control) => (
            <input {...control} type="search" className={controlClassName} value={search} onChange={(event) => change(() => setSearch(event.target.value))} />
          )}
        </FormField>
      </div>

      <div className={screen.tableWrap}>
        <table className={screen.table} data-testid="translation-keys">
          <caption data-visually-hidden>{t('translationsAdmin.keysCaption', { namespace, language: LANGUAGES[language].nativeName })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('translationsAdmin.key')}</th>
              <th scope="col">{t('translationsAdmin.spanish')}</th>
              <th scope="col" lang={language}>
                {LANGUAGES[language].nativeName}
              </th>
              <th scope="col">
                <span data-visually-hidden>{t('inbox.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((entry) => {
              const missing = isMissing(entry, language);
              const overridden = entry.override[language] !== undefined;
              return (
                <tr key={entry.key} data-key={entry.key} className={missing ? screen.rowAlert : undefined}>
                  <th scope="row">
                    <code>{entry.key}</code>
                  </th>
                  <td lang="es">
                    <span className={screen.clamp}>{entry.spanish}</span>
                  </td>
                  <td>
                    {missing ? (
                      <span className={`${screen.badge} ${screen.badgeDanger}`}>{t('translationsAdmin.missing')}</span>
                    ) : (
                      <span lang={language} dir={dir} className={screen.clamp} data-testid="effective-value">
                        {effective(entry, language)}
                      </span>
                    )}{' '}
                    {overridden && <span className={`${screen.badge} ${screen.badgeNew}`}>{t('translationsAdmin.overridden')}</span>}{' '}
                    {isSameAsSpanish(entry, language) && <span className={screen.badge}>{t('translationsAdmin.sameAsSpanish')}</span>}
                  </td>
                  <td>
                    <EditButton namespace={namespace} language={language} entry={entry} />
                  </td>
                </tr>
              );
            })}
            {rows.length === 0 && (
              <tr>
                <td colSpan={4}>{t('inbox.empty')}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <Pagination page={current} total={visible.length} onPage={setPage} />
    </div>
  );
}

export default function TranslationsScreen() {
  const { t } = useTranslation('admin');
  const [tab, setTab] = useState('texts');
  return (
    <section data-page="admin:traducciones" className={screen.screen}>
      <header className={screen.header}>
        <div>
          <h1>{t('screens.traducciones')}</h1>
          <p className={screen.lead}>{t('translationsAdmin.lead')}</p>
        </div>
      </header>
      <Tabs
        label={t('translationsAdmin.tabsLabel')}
        value={tab}
        onChange={setTab}
        items={[
          { id: 'texts', label: t('translationsAdmin.tabs.texts') },
          { id: 'languages', label: t('translationsAdmin.tabs.languages') },
        ]}
      >
        {tab === 'texts' ? <TextsPanel /> : <LanguagesPanel />}
      </Tabs>
    </section>
  );
}
