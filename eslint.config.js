import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', '.test-tmp/**', '.scratch/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The web reaches the server only through the API: what both need is in domain/.
    files: ['web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**'] }] },
  },
  {
    // The shell knows a feature only by its index.ts and routes.ts (web/app/plugins.ts): its internals stay its own.
    files: ['web/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // Flat config replaces a rule's options for these files: the web-wide pattern is repeated.
            { group: ['**/server/**'], message: 'The web reaches the server only through the API: what both need is in domain/.' },
            {
              regex: String.raw`(^|/)features/[^/]+/(?!(index|routes)(\.tsx?)?$).+`,
              message: "Import the feature's index.ts (its plug-in) or routes.ts (its pages), not its files.",
            },
          ],
        },
      ],
    },
  },
  {
    // The server and the domain never reach into the web app.
    files: ['server/**/*.ts', 'domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/web/**'] }] },
  },
  {
    // domain/ is pure: no framework, no I/O.
    files: ['domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/web/**', 'node:*', 'fastify', 'react'] }] },
  },
);
