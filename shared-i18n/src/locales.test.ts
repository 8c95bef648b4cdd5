// Every visible string exists in all seven languages: the Spanish files are the reference and
// every other language must have exactly the same keys, none of them empty.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APP_KEYS, APPS } from '../../config/apps.mjs';
import { LANGUAGE_CODES } from './languages';
import { NAMESPACE_OWNERS } from './namespaces';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The shell's namespaces live in shared-i18n; each remote's in its own folder (config/apps.mjs).
const PUBLIC_DIRS: Record<string, string> = Object.fromEntries(
  APP_KEYS.map((key) => [key, key === 'shell' ? 'shared-i18n/public' : `${APPS[key].dir}/public`]),
);

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.fromEntries(Object.entries(value).flatMap(([key, inner]) => Object.entries(flatten(inner, prefix ? `${prefix}.${key}` : key))));
  }
  return { [prefix]: value };
}

const load = (dir: string, language: string, namespace: string) =>
  flatten(JSON.parse(readFileSync(path.join(repoRoot, dir, 'locales', language, `${namespace}.json`), 'utf8')));

describe('translation files', () => {
  // Plus the standalone harness's texts (shared-ui/src/platform/standalone-harness.tsx): shipped with
  // every app, read by no page of the site but the preview banner's (shell/src/features/preview), so
  // no namespace of the pages or of the admin's editor.
  for (const [namespace, owner] of [...Object.entries(NAMESPACE_OWNERS), ['harness', 'shell'] as const]) {
    const dir = PUBLIC_DIRS[owner];
    const present = readdirSync(path.join(repoRoot, dir, 'locales', 'es')).includes(`${namespace}.json`);
    if (!present) continue; // a namespace is only required once its owner ships strings
    it(`${namespace} (${owner}) has every key in every language`, () => {
      const reference = load(dir, 'es', namespace);
      for (const language of LANGUAGE_CODES) {
        const strings = load(dir, language, namespace);
        expect(Object.keys(strings).sort(), `${language}/${namespace}`).toEqual(Object.keys(reference).sort());
        for (const [key, value] of Object.entries(strings)) {
          expect(typeof value === 'string' && value.trim().length > 0, `${language}/${namespace}:${key}`).toBe(true);
        }
      }
    });
  }
});
