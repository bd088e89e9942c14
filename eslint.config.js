// The linter's rules for the whole project. Besides the usual TypeScript, React hooks and accessibility checks, it
// encodes the layering of docs/architecture.md: what islands may import, which files may touch the database, and
// the order of the domains under src/lib (a domain imports only those below it).
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { DOMAIN_ORDER } from './scripts/domain-order.mjs';

const domainZones = DOMAIN_ORDER.flatMap((domain, index) =>
  DOMAIN_ORDER.slice(index + 1).map((higher) => ({
    target: `./src/lib/${domain}`,
    from: `./src/lib/${higher}`,
    message: `${domain} sits below ${higher} in docs/architecture.md: let ${higher} (or the route) call ${domain}.`,
  })),
);

const serverOnly = {
  group: ['**/*.server', '**/*.server.ts', '**/lib/db/*', '!**/lib/db/schema', '!**/lib/db/like', '!**/lib/db/url'],
  message: 'Only *.server.ts files, pages and endpoints use services and the database.',
  allowTypeImports: true,
};
const databaseDrivers = ['kysely', 'better-sqlite3', 'pg', 'ioredis'].map((name) => ({
  name,
  message: 'Only *.server.ts files talk to the database or Redis.',
  allowTypeImports: true,
}));

export default tseslint.config(
  {
    ignores: ['dist/', 'node_modules/', '.astro/', '.data/', 'test-results/', 'playwright-report/', 'public/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.astro', '.json', '.d.ts'] }),
      ],
      'import-x/ignore': ['^astro:', '^virtual:', '\\?raw$'],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/first': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      // The rules of hooks and complete effect dependencies; the React Compiler's extra rules are for code the
      // compiler builds, which this project does not use.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // A table that scrolls sideways on a phone is a named region the keyboard can reach (axe's
      // scrollable-region-focusable), as the tab panels the rule allows by default are.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // Islands run in the browser: no services, no database, no identity server, no Node built-ins.
    files: ['src/islands/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { ...serverOnly, allowTypeImports: false },
            { group: ['node:*'], message: 'Islands run in the browser.' },
            {
              group: ['better-auth', 'better-auth/*', '!better-auth/react', '!better-auth/client'],
              message: 'The identity server stays on the server.',
            },
            { group: ['astro:env/server'], message: 'Server settings stay on the server.' },
          ],
          paths: databaseDrivers.map((d) => ({ ...d, allowTypeImports: false })),
        },
      ],
    },
  },
  {
    // Pure files of a domain (not *.server.ts): rules and shapes, no I/O.
    files: ['src/lib/**/*.{ts,tsx}'],
    ignores: ['src/lib/**/*.server.ts', 'src/lib/db/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverOnly], paths: databaseDrivers }],
    },
  },
  {
    files: ['src/lib/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/lib',
              from: [
                './src/islands',
                './src/pages',
                './src/components',
                './src/layouts',
                './src/middleware',
                './src/server',
                './src/integrations',
              ],
              message: 'src/lib serves the pages and islands; it never imports them.',
            },
            ...domainZones,
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**', 'scripts/**', 'bench/**', '*.config.*'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
