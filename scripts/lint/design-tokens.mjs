// The design tokens are the custom properties of one file, shared-ui/src/styles/tokens.css: the
// only names a stylesheet (stylelint.config.mjs) or an inline style (inline-style-tokens.test.ts)
// may read with var(--…), besides any a library sets on its elements at run time (RUNTIME_PROPERTIES).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../config/repo.mjs';

export const TOKENS_FILE = path.join(repoRoot, 'shared-ui/src/styles/tokens.css');

/** Set by a library on the elements it renders: none since the Radix navigation menu went (issue #47). */
export const RUNTIME_PROPERTIES = [];

/** The names tokens.css defines. */
export function tokenNames() {
  return new Set([...readFileSync(TOKENS_FILE, 'utf8').matchAll(/^\s*(--[\w-]+)\s*:/gm)].map((match) => match[1]));
}
