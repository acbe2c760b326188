// `npm run lint`: typescript-eslint's recommended rules on every package's code, and the rules of hooks on the ui.
// Generated code (the sdk's types, the domain's codecs) and build output are not linted.
// A relative import never reaches into another workspace package: each imports the others by name (see below).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The workspace packages (package.json "workspaces"), each a folder of the root. */
const PACKAGES = ['openapi', 'sdk', 'domain', 'application', 'ui', 'server', 'e2e'];
const CODE = '**/*.{js,mjs,cjs,ts,mts,tsx}';
const BY_NAME =
  'Import another package by its name (`@licita/domain`, or a subpath its package.json "exports" declares), ' +
  "listed in this package's package.json: a relative path into its folder bypasses both.";
/**
 * A relative import into another package's folder: from a package's files, any climb (`../`) to the folder of another
 * package (`../../../domain/src/engine/index.js`, `../../server/test/pdf-text`); from the root's tooling (scripts/,
 * .storybook/, the root's config files) also `./ui/…`. Climbing into the root's own tooling (a package's test
 * rendering the stories with .storybook/preview, a build config taking scripts/sdk-source.ts) is not an import of a
 * package: the root has no name to import it by.
 */
const intoAnotherPackage = (files, own, climb) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ regex: `^${climb}(${PACKAGES.filter((p) => p !== own).join('|')})(/|$)`, message: BY_NAME }] },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      'storybook-static/',
      'coverage/',
      'data/',
      '.tmp/',
      'e2e/.artifacts/',
      'sdk/src/generated/',
      'domain/src/generated/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_`-prefixed names are deliberately unused (a skipped tuple slot, a parameter kept for the signature).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  ...PACKAGES.map((p) => intoAnotherPackage([`${p}/${CODE}`], p, '(\\.\\./)+')),
  intoAnotherPackage(['scripts/' + CODE, '.storybook/' + CODE, '*.{js,mjs,cjs,ts,mts}'], null, '(\\./|(\\.\\./)+)'),
  {
    // Tests read the server's untyped JSON answers and build malformed payloads on purpose.
    files: ['**/test/**', 'e2e/**', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['ui/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
