// The post body: a Markdown textarea with a small toolbar (heading, bold, italic, lists, link, quote)
// and a live preview drawn by the component the public blog uses (shared-ui/post-content), so what
// the editor sees is what visitors will see. The toolbar is one tab stop; arrow keys move inside it.
import { lazy, Suspense, useDeferredValue, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from 'shared-i18n';
import type { ControlProps } from 'shared-ui/form-field';
import { controlClassName } from 'shared-ui/form-field';
import { formatMarkdown, type MarkdownFormat } from '../lib/markdown-format';
import { TEXT_LIMITS } from '../lib/post-model';
import styles from './post-editor.module.css';

const PostContent = lazy(() => import('shared-ui/post-content'));

const TOOLS: Array<{ format: MarkdownFormat; label: string }> = [
  { format: 'heading', label: 'H' },
  { format: 'bold', label: 'B' },
  { format: 'italic', label: 'I' },
  { format: 'bulletList', label: '•' },
  { format: 'numberedList', label: '1.' },
  { format: 'link', label: '🔗' },
  { format: 'quote', label: '❝' },
];

/** A tool's name starts with the letters or digits it shows ("1. Lista numerada"), so voice control finds it by what is seen (WCAG 2.5.3). */
const toolName = (label: string, name: string) => (/[\p{L}\p{N}]/u.test(label) ? `${label} ${name}` : name);

interface MarkdownEditorProps {
  control: ControlProps;
  language: Language;
  value: string;
  onChange: (value: string) => void;
}

export function MarkdownEditor({ control, language, value, onChange }: MarkdownEditorProps) {
  const { t } = useTranslation('admin');
  const textarea = useRef<HTMLTextAreaElement>(null);
  const pendingSelection = useRef<[number, number] | null>(null);
  const [focusedTool, setFocusedTool] = useState(0);
  const toolRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const [showPreview, setShowPreview] = useState(true);
  const preview = useDeferredValue(value);

  // The new text is rendered first; the selection is placed on it afterwards.
  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    if (!selection || !textarea.current) return;
    pendingSelection.current = null;
    textarea.current.focus();
    textarea.current.setSelectionRange(selection[0], selection[1]);
  }, [value]);

  const apply = (format: MarkdownFormat) => {
    const element = textarea.current;
    if (!element) return;
    const edit = formatMarkdown(value, element.selectionStart, element.selectionEnd, format);
    pendingSelection.current = [edit.selectionStart, edit.selectionEnd];
    onChange(edit.value);
  };

  const moveInToolbar = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, Home: -TOOLS.length, End: TOOLS.length }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const rtl = LANGUAGES[language].dir === 'rtl' && Math.abs(step) === 1 ? -1 : 1;
    const next = Math.min(TOOLS.length - 1, Math.max(0, focusedTool + step * rtl));
    setFocusedTool(next);
    toolRefs.current[next]?.focus();
  };

  return (
    <div className={styles.markdown}>
      <div role="toolbar" aria-label={t('editor.toolbar.label')} aria-controls={control.id} className={styles.toolbar} onKeyDown={moveInToolbar}>
        {TOOLS.map(({ format, label }, index) => (
          <button
            key={format}
            ref={(element) => {
              toolRefs.current[index] = element;
            }}
            type="button"
            className={styles.tool}
            tabIndex={index === focusedTool ? 0 : -1}
            aria-label={toolName(label, t(`editor.toolbar.${format}`))}
            title={t(`editor.toolbar.${format}`)}
            onClick={() => apply(format)}
            onFocus={() => setFocusedTool(index)}
          >
            <span aria-hidden="true">{label}</span>
          </button>
        ))}
        <button type="button" className={styles.previewToggle} aria-pressed={showPreview} onClick={() => setShowPreview(!showPreview)}>
          {t('editor.toolbar.livePreview')}
        </button>
      </div>
      <textarea
        {...control}
        ref={textarea}
        className={`${controlClassName} ${styles.content}`}
        name={`content_${language}`}
        rows={14}
        maxLength={TEXT_LIMITS.content}
        lang={language}
        dir={LANGUAGES[language].dir}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {showPreview && (
        <section
          className={styles.livePreview}
          aria-label={t('editor.toolbar.livePreview')}
          lang={language}
          dir={LANGUAGES[language].dir}
          data-testid="live-preview"
        >
          {preview.trim() ? (
            <Suspense fallback={<p className={styles.help}>{t('common.loading')}</p>}>
              <PostContent markdown={preview} />
            </Suspense>
          ) : (
            <p className={styles.help}>{t('editor.toolbar.emptyPreview')}</p>
          )}
        </section>
      )}
    </div>
  );
}
