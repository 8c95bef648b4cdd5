// Keeps what a visitor typed in a form across errors and reloads (sessionStorage: this tab only,
// gone when the tab closes). Storage that only serves the visitor's own request is strictly
// necessary, so it needs no cookie consent. The consent box and the honeypot are never saved.
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';

const NOT_SAVED = new Set(['consent', 'website']);

function readDraft<T extends object>(key: string, initial: T): T {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(key) ?? 'null') as Partial<T> | null;
    if (!saved || typeof saved !== 'object') return initial;
    const merged = { ...initial };
    for (const field of Object.keys(initial) as Array<keyof T>) {
      if (NOT_SAVED.has(field as string)) continue;
      if (typeof saved[field] === typeof initial[field]) merged[field] = saved[field] as T[keyof T];
    }
    return merged;
  } catch {
    return initial; // storage blocked or a damaged draft: start empty rather than fail
  }
}

export function useSessionDraft<T extends object>(key: string, initial: T) {
  // The draft is put back once mounted, before the first paint: a generated page is hydrated with
  // the empty form it was generated with (React would not make a draft read here show).
  const [values, setValues] = useState<T>(initial);
  useLayoutEffect(() => {
    setValues(readDraft(key, initial));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per form: `initial` is the form's constant
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
