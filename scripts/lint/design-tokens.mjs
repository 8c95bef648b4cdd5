// The design tokens are the custom properties of one file, shared-ui/src/styles/tokens.css: the
// only names a stylesheet (stylelint.config.mjs) or an inline style (inline-style-tokens.test.ts)
// may read with var(--…), besides the few that Radix sets on its elements at run time.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../config/repo.mjs';

export const TOKENS_FILE = path.join(repoRoot, 'shared-ui/src/styles/tokens.css');

/** Set by Radix on the elements it renders (navigation-menu.module.css reads them). */
export const RUNTIME_PROPERTIES = ['--radix-navigation-menu-viewport-width', '--radix-navigation-menu-viewport-height'];

/** The names tokens.css defines. */
export function tokenNames() {
  return new Set([...readFileSync(TOKENS_FILE, 'utf8').matchAll(/^\s*(--[\w-]+)\s*:/gm)].map((match) => match[1]));
}
