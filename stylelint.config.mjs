// Stylelint (`npm run lint:css`, and the unit suite: scripts/lint/stylelint.test.ts). A var(--…) must
// name a design token (shared-ui/src/styles/tokens.css), a property the same stylesheet defines or one
// Radix sets at run time; a misspelt token would otherwise drop the whole declaration without a word.
// No var() may carry a fallback either: a fallback hides a token that does not exist.
import { RUNTIME_PROPERTIES, TOKENS_FILE } from './scripts/lint/design-tokens.mjs';

export default {
  plugins: ['stylelint-value-no-unknown-custom-properties'],
  ignoreFiles: [
    '**/node_modules/**',
    '**/dist/**',
    '**/dist-server/**',
    '**/test-results/**',
    '**/playwright-report/**',
    '.releases/**',
    '.releases-mirror/**',
    '.variant-*/**',
  ],
  rules: {
    'csstools/value-no-unknown-custom-properties': [
      true,
      { importFrom: [TOKENS_FILE, { customProperties: Object.fromEntries(RUNTIME_PROPERTIES.map((name) => [name, 'set by Radix'])) }] },
    ],
    'declaration-property-value-disallowed-list': [
      { '/.*/': ['/var\\(\\s*--[\\w-]+\\s*,/'] },
      { message: (property) => `A var() in "${property}" has a fallback value, which would hide a missing design token: use the token alone.` },
    ],
  },
};
