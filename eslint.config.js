import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Imports that leave their folder go through the package's own names ('#core/…', '#server/…',
 * '#client/…', '#tests/…', '#bench/…', '#scripts/…': package.json "imports", mirrored in
 * tsconfig.json "paths"), so a file says where it reaches without counting '../'.
 * CONTRIBUTING.md, "How the layers may import".
 */
const FOLDER_CLIMB = {
  regex: '^(\\.\\./){2,}|^\\.\\./(core|server|client|src|tests|bench|scripts)/',
  message:
    "Import across folders with the package's names ('#core/…', '#server/…', '#client/…', '#tests/…') instead of '../../'.",
};

const CLIENT_NOT_SERVER = {
  group: [
    '#server/*',
    '**/server/**',
    '**/server',
    'node:*',
    'better-sqlite3',
    'pg',
    'kysely',
    'fastify',
    'nodemailer',
    'pdfkit',
    'sharp',
  ],
  message: 'Client code must not import server code.',
};

/** CONTRIBUTING.md, "How the layers may import": a client feature never imports another. */
const OTHER_FEATURE = {
  regex: '^#client\\/(features|app)\\/',
  message: 'A feature imports only #client/shared/ and #core/: move what two features share to src/client/shared/.',
};
const FEATURE_LEFT = {
  regex: '^\\.\\.\\/',
  message: "From a feature's own folder '../' reaches another feature: move what they share to src/client/shared/.",
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'no-restricted-imports': ['error', { patterns: [FOLDER_CLIMB] }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // CONTRIBUTING.md, "How the layers may import": server-only is mechanical, not a convention.
      'no-restricted-imports': ['error', { patterns: [FOLDER_CLIMB, CLIENT_NOT_SERVER] }],
    },
  },
  {
    // A feature imports src/client/shared/ and src/core/, never another feature (nor the app around
    // it): what two features use moves to shared/. Inside a feature, `../x` from a subfolder is fine.
    files: ['src/client/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.tsx', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [FOLDER_CLIMB, CLIENT_NOT_SERVER, OTHER_FEATURE] }],
      'no-restricted-syntax': [
        'error',
        { selector: `ImportExpression[source.value=/${OTHER_FEATURE.regex}/]`, message: OTHER_FEATURE.message },
      ],
    },
  },
  {
    // shared/ is below the features: it never imports one (nor the app).
    files: ['src/client/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            FOLDER_CLIMB,
            CLIENT_NOT_SERVER,
            OTHER_FEATURE,
            { regex: '^\\.\\./(features|app)/', message: OTHER_FEATURE.message },
          ],
        },
      ],
    },
  },
  {
    // From a feature's own folder, '../' is already another feature.
    files: ['src/client/features/*/*.{ts,tsx}'],
    ignores: ['**/*.test.tsx', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [FOLDER_CLIMB, CLIENT_NOT_SERVER, OTHER_FEATURE, FEATURE_LEFT] }],
      'no-restricted-syntax': [
        'error',
        { selector: `ImportExpression[source.value=/${OTHER_FEATURE.regex}/]`, message: OTHER_FEATURE.message },
        { selector: `ImportExpression[source.value=/${FEATURE_LEFT.regex}/]`, message: FEATURE_LEFT.message },
      ],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      // The shared core is pure: no I/O, no framework, no client or server code.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            FOLDER_CLIMB,
            {
              group: [
                '#server/*',
                '#client/*',
                '**/server/**',
                '**/client/**',
                'node:*',
                'react',
                'react-dom',
                'fastify',
                'kysely',
              ],
              message: 'The core stays pure and shared.',
            },
          ],
        },
      ],
    },
  },
  {
    // SQL only in repositories: a route parses, authorises and calls a use case or a repository.
    files: ['src/server/**/*-routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [FOLDER_CLIMB],
          paths: [{ name: 'kysely', allowTypeImports: true, message: 'SQL belongs in a repository, not a route.' }],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|transaction|selectNoFrom)$/]',
          message: 'SQL belongs in a repository (or a use case), not a route.',
        },
      ],
    },
  },
  {
    // Functions that fit on a screen: a longer one is split into sections or helpers.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts', 'tests/**', 'src/server/db/migrations/**'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
  },
  {
    // An e2e test is a journey of at most 60 lines (ADR 044): a longer one is a design question.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 60 }] },
  },
  {
    // Asymmetric matchers (expect.any) are typed any by Vitest.
    files: ['**/*.test.ts', '**/*.spec.ts', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    // CONTRIBUTING.md: tests never wait on the clock. They poll for the condition (expect.poll,
    // toPass, vi.waitFor), take an injected clock (vi.useFakeTimers, a clock option) or move
    // the browser's (Playwright's page.clock).
    files: ['tests/**/*.ts', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'No fixed waits: wait for the condition (expect.poll, toPass, a locator) or use page.clock.',
        },
        {
          selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout']",
          message: 'No sleeps: poll for the condition (expect.poll, vi.waitFor) or use an injected or fake clock.',
        },
        {
          selector: 'CallExpression[callee.name=/^(sleep|delay|pause|wait)$/]',
          message:
            'No sleep helpers: poll for the condition (expect.poll, vi.waitFor) or use an injected or fake clock.',
        },
      ],
    },
  },
  {
    // Only tests/: a unit test beside the code keeps its layer's import rules above.
    files: ['tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [FOLDER_CLIMB],
          paths: ['node:timers/promises', 'timers/promises'].map((name) => ({
            name,
            importNames: ['setTimeout', 'scheduler'],
            message: 'No sleeps: poll for the condition (expect.poll, vi.waitFor) or use an injected or fake clock.',
          })),
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
