// ARIA tabs (tablist/tab/tabpanel) with arrow-key, Home and End navigation; the arrows follow the
// reading direction so Arabic mirrors.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** Extra text after the label, e.g. a completeness marker. */
  marker?: ReactNode;
  lang?: string;
}

export function Tabs({
  label,
  items,
  value,
  onChange,
  children,
}: {
  label: string;
  items: readonly TabItem[];
  value: string;
  onChange: (id: string) => void;
  children: ReactNode;
}) {
  const base = useId();
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (event: KeyboardEvent) => {
    const index = items.findIndex((item) => item.id === value);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 } as Record<string, number>;
    let next = -1;
    if (event.key in step) next = (index + step[event.key] + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next < 0) return;
    event.preventDefault();
    onChange(items[next].id);
    refs.current[items[next].id]?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <button
            key={item.id}
            ref={(node) => {
              refs.current[item.id] = node;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-controls={`${base}-panel`}
            aria-selected={item.id === value}
            tabIndex={item.id === value ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(item.id)}
          >
            <span lang={item.lang}>{item.label}</span>
            {item.marker && <span className={styles.marker}>{item.marker}</span>}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${value}`} className={styles.panel} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
