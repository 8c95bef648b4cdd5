// The rules of the README's "Architecture" section, checked by a tool (npm test, lint suite):
//   - the shared packages import no app; an app imports no other app (each is released alone), but
//     the shell reads the remotes' manifests (src/remote.ts) to compose them;
//   - inside an app, a feature imports no other feature (what two features share moves to the app's
//     components/ or lib/, or to a shared package);
//   - imports go one way inside an app: components/ and lib/ → features/ → app/ and pages/;
//   - the Worker (edge/) imports no app, no shared package and no tooling: only what it shares with
//     the Node server and the uploads, as plain data (config/security-policy.mjs, cache-policy.mjs,
//     site-files.mjs);
//   - the pipeline runs one way: apps → generator (renders the builds it is given) → release tool
//     and site-update job (drive it) → tests; no app imports the pipeline (but the generator's page
//     contract types, which hold the shell's server build to what it reads), the generator imports
//     neither the release tool nor the site-update job, and nothing but tests imports tests/;
//   - inside an app, a relative import stays in its feature folder (src/features/<f>/) or, elsewhere,
//     its top-level folder of src/, and never climbs two levels (`../../`): anything farther is `@/…`
//     (config/app-alias.mjs); the shared packages and the remotes' manifests (src/remote.ts), which
//     Node loads without a bundler, never use `@/`;
//   - no import cycles; kebab-case file names; the rules of hooks.
// scripts/lint/eslint-config.test.ts shows each boundary refusing an import.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { appSrcOf, resolveAppAlias } from './config/app-alias.mjs';

const SHARED = ['shared-core', 'shared-i18n', 'shared-ui'];
const APPS = ['shell', 'mf-marketing', 'mf-blog', 'mf-admin', 'mf-clients'];

/** Each app's feature folders, read from the tree so a new feature is covered without an edit here. */
const features = (app) =>
  readdirSync(new URL(`./${app}/src/features`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const nodeResolver = createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] });
/** Node's resolution, plus the apps' `@/…` (config/app-alias.mjs), so the boundaries see where an aliased import leads. */
const resolver = {
  interfaceVersion: 3,
  name: 'app-alias',
  resolve: (modulePath, sourceFile) => nodeResolver.resolve(resolveAppAlias(modulePath, sourceFile) ?? modulePath, sourceFile),
};

const inside = (dir, file) => file === dir || file.startsWith(dir + path.sep);

/** Refuses a relative import that leaves its unit of an app's src/ (the header comment), and writes it as `@/…` with --fix. */
const appRelativeImports = {
  meta: {
    type: 'problem',
    fixable: 'code',
    schema: [],
    messages: {
      alias:
        "Import '{{specifier}}' as '{{alias}}': inside an app, a relative import stays in its feature folder or its top-level folder of src/, and never climbs two levels.",
    },
  },
  create(context) {
    const src = appSrcOf(context.filename);
    if (!src) return {};
    const [top, feature] = path.relative(src, path.dirname(context.filename)).split(path.sep).filter(Boolean);
    const unit = top === 'features' && feature ? path.join(src, top, feature) : top ? path.join(src, top) : src;
    const check = (node) => {
      if (node?.type !== 'Literal' || typeof node.value !== 'string' || !node.value.startsWith('../')) return;
      const [bare, query = ''] = node.value.split(/(?=\?)/);
      const target = path.resolve(path.dirname(context.filename), bare);
      // What leaves the app (config/, the generator's page contract) is the zones' business.
      if (!inside(src, target) || target === src || (!bare.startsWith('../../') && inside(unit, target))) return;
      const alias = `@/${path.relative(src, target).split(path.sep).join('/')}${query}`;
      const quote = node.raw[0];
      context.report({ node, messageId: 'alias', data: { specifier: node.value, alias }, fix: (fixer) => fixer.replaceText(node, `${quote}${alias}${quote}`) });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

const zones = [
  ...SHARED.map((shared) => ({
    target: `./${shared}`,
    from: APPS.map((app) => `./${app}`),
    message: 'A shared package imports no app: the apps depend on it, not the other way round.',
  })),
  ...APPS.flatMap((app) =>
    APPS.filter((other) => other !== app).map((other) => ({
      target: `./${app}`,
      from: `./${other}`,
      // The shell composes the remotes: it reads their manifests (shell/remote-manifests.ts).
      except: app === 'shell' ? ['./src/remote.ts'] : [],
      message:
        'An app imports no other app (each is built and released alone): share through a shared package (shared-core, shared-i18n, shared-ui), or compose in the shell with a slot.',
    })),
  ),
  ...APPS.flatMap((app) =>
    features(app).map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`],
      message: "A feature imports no other feature: move what both use to the app's components/ or lib/.",
    })),
  ),
  // Imports go one way inside an app: components/ and lib/ → features/ → app/ (and the pages or
  // server entries that start it). What a feature needs from app/ belongs in lib/.
  ...APPS.flatMap((app) => [
    {
      target: [`./${app}/src/features`, `./${app}/src/components`, `./${app}/src/lib`],
      from: [`./${app}/src/app`, `./${app}/src/pages`],
      message: 'Imports go one way: lib/ and components/ → features/ → app/. Move what is shared out of app/ into lib/.',
    },
    {
      target: [`./${app}/src/components`, `./${app}/src/lib`],
      from: `./${app}/src/features`,
      message: 'Imports go one way: lib/ and components/ are used by features, never the reverse.',
    },
  ]),
  {
    target: './edge/src',
    from: [...APPS, ...SHARED, 'local-supabase', 'site-generator', 'release', 'tests'].map((folder) => `./${folder}`),
    message: 'The Worker imports no app code and no pipeline: it serves what releases stored (edge/src/worker.ts).',
  },
  {
    target: './edge/src',
    from: './config',
    except: ['./security-policy.mjs', './cache-policy.mjs', './site-files.mjs'],
    message:
      "The Worker takes from config/ only what it shares with the Node server and the uploads, as plain data: the security and cache policies and the names of the generated site's files (config/security-policy.mjs, cache-policy.mjs, site-files.mjs).",
  },
  {
    target: [...APPS, ...SHARED].map((folder) => `./${folder}`),
    from: ['./site-generator/cli.ts', './release', './edge'],
    message: 'An app imports no part of the pipeline (generator, release tool, site-update job, Worker): they take its builds as input.',
  },
  {
    target: [...APPS, ...SHARED].map((folder) => `./${folder}`),
    from: './site-generator',
    message:
      "An app imports nothing of the generator: the generator takes its builds as input, and the shell owns its server build's page contract (shell/src/server/page-contract.ts).",
  },
  {
    target: './site-generator',
    from: ['./release', './edge'],
    message:
      'The generator renders the builds it is given (site-generator/src/site-builds.ts); the release tool and the site-update job drive it, never the reverse.',
  },
  {
    target: ['scripts', 'site-generator', 'release', 'edge', 'local-supabase', 'config', ...APPS, ...SHARED].map((folder) => `./${folder}`),
    from: './tests',
    message: 'Nothing but the tests imports tests/: what a test helper and the code share belongs with the code.',
  },
  {
    target: ['./edge', './site-generator'],
    from: './scripts',
    message: 'The Worker, its local launcher (edge/run.mjs) and the generator import no tooling (scripts/ is developer tooling).',
  },
  {
    target: './release',
    from: './scripts',
    // What the release tool still borrows from the tooling (README "Known limits"): the CLI's `--build`,
    // and the smoke gate, which composes the candidate with the live apps through the Node server in
    // Chromium, as the local stack does.
    except: ['./lib/build-apps.mjs', './lib/ensure.mjs', './lib/stack.mjs', './lib/static-server.mjs', './lib/start-config.mjs'],
    message:
      'The release tool imports no tooling beyond the build, the Node server and Chromium it drives (listed in eslint.config.js); what both need belongs in config/ or release/.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/.data/**',
      'tests/test-results/**',
      // A test's temporary copy of an app (tests/support/variant-build.ts).
      '.variant-*/**',
      // Release stores and the mirror of the live versions (built code: release/src/).
      '.releases/**',
      '.releases-mirror/**',
      // Deno code, with Deno's own conventions (`*_test.ts`, npm: and jsr: imports).
      'supabase/functions/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'check-file': checkFile },
    settings: {
      'import-x/resolver-next': [resolver],
      // no-cycle reads the imported files too: with the TypeScript parser, or it sees no imports there.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mjs', '.js'] },
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,mjs,js,css}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: APPS.map((app) => `${app}/src/**/*.{ts,tsx,mjs,js}`),
    plugins: { app: { rules: { 'relative-imports': appRelativeImports } } },
    rules: { 'app/relative-imports': 'error' },
  },
  {
    // Node loads these without a bundler (config/apps.mjs, the generator), and Node knows no `@/`.
    files: [...SHARED.map((shared) => `${shared}/src/**`), '*/src/remote.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/', message: "`@/` is an app's own src/ (config/app-alias.mjs): a shared package and a remote's manifest import relatively." },
          ],
        },
      ],
    },
  },
  {
    // The one-bundle build `npm run perf` compares the composition with (shell/rsbuild.config.ts,
    // `single`): it imports the remotes' pages on purpose and is never released.
    files: ['shell/src/single/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // Playwright's helpers are not React hooks, whatever their names.
    files: ['tests/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
