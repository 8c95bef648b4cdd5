// Every language has its own text: no Spanish sentence copied into another language's files
// (the shared key check lives in shared-i18n/src/locales.test.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../public/locales');
const OTHER_LANGUAGES = ['en', 'de', 'fr', 'ar', 'zh', 'ru'];
// Identical in several languages on purpose: brand and proper names, and legal terms kept in Spanish.
const SAME_EVERYWHERE = new Set(['WhatsApp']);

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).flatMap(([key, inner]) => Object.entries(flatten(inner, prefix ? `${prefix}.${key}` : key))));
  }
  return { [prefix]: String(value) };
}

const load = (language: string, namespace: string) => flatten(JSON.parse(readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8')));

describe('marketing translations', () => {
  for (const namespace of ['services', 'marketing', 'contact']) {
    for (const language of OTHER_LANGUAGES) {
      it(`${language}/${namespace} contains no Spanish text`, () => {
        const spanish = load('es', namespace);
        const translated = load(language, namespace);
        const copied = Object.entries(translated).filter(([key, value]) => value === spanish[key] && !SAME_EVERYWHERE.has(value));
        expect(copied.map(([key]) => key)).toEqual([]);
      });
    }
  }

  it('each service page has real content in Spanish (roughly 350–600 words)', () => {
    const services = JSON.parse(readFileSync(path.join(localesDir, 'es', 'services.json'), 'utf8')) as Record<string, unknown>;
    for (const id of ['civil', 'family', 'labor', 'immigration', 'inheritance']) {
      const words = Object.values(flatten(services[id])).join(' ').split(/\s+/).length;
      expect(words, id).toBeGreaterThan(350);
      expect(words, id).toBeLessThan(650);
    }
  });

  it('no page promises results or quotes success rates', () => {
    const forbidden = /garantiza(mos)? (el|un) (éxito|resultado)|tasa de éxito|\d+ ?% de (éxito|casos ganados)/i;
    for (const namespace of ['services', 'marketing']) {
      for (const [key, value] of Object.entries(load('es', namespace))) {
        expect(forbidden.test(value), key).toBe(false);
      }
    }
  });
});
