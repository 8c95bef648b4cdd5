// Keeps what a visitor typed in a form across errors and reloads (sessionStorage: this tab only,
// gone when the tab closes). Storage that only serves the visitor's own request is strictly
// necessary, so it needs no cookie consent. The consent box and the honeypot are never saved.
// A field with a limit (its maxLength) keeps no more than that from a draft either.
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { withinLimit, type FieldLimits } from './validation';

const NOT_SAVED = new Set(['consent', 'website']);
const NO_LIMITS = {};

/** The longest draft read back: every field at its limit fits many times over (a longer one is damaged). */
const MAX_DRAFT_CHARS = 100_000;

function readDraft<T extends object>(key: string, initial: T, limits: FieldLimits<T>): T {
  try {
    const stored = window.sessionStorage.getItem(key);
    if (!stored || stored.length > MAX_DRAFT_CHARS) return initial;
    const saved = JSON.parse(stored) as Partial<T> | null;
    if (!saved || typeof saved !== 'object') return initial;
    const merged = { ...initial };
    for (const field of Object.keys(initial) as Array<keyof T & string>) {
      if (NOT_SAVED.has(field)) continue;
      const value = saved[field];
      if (typeof value !== typeof initial[field]) continue;
      merged[field] = (typeof value === 'string' ? withinLimit(value, limits[field]) : value) as T[keyof T & string];
    }
    return merged;
  } catch {
    return initial; // storage blocked or a damaged draft: start empty rather than fail
  }
}

export function useSessionDraft<T extends object>(key: string, initial: T, limits: FieldLimits<T> = NO_LIMITS) {
  // The draft is put back once mounted, before the first paint: a generated page is hydrated with
  // the empty form it was generated with (React would not make a draft read here show).
  const [values, setValues] = useState<T>(initial);
  useLayoutEffect(() => {
    setValues(readDraft(key, initial, limits));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per form: `initial` and `limits` are the form's constants
  }, [key]);

  useEffect(() => {
    try {
      const saved = Object.fromEntries(Object.entries(values).filter(([field]) => !NOT_SAVED.has(field)));
      window.sessionStorage.setItem(key, JSON.stringify(saved));
    } catch {
      // A full or blocked storage only loses the reload safety net, never the form itself.
    }
  }, [key, values]);

  const clear = useCallback(() => {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      /* see above */
    }
    setValues(initial);
  }, [key, initial]);

  return [values, setValues, clear] as const;
}
