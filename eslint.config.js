// One flat config for every folder: TypeScript rules everywhere, React rules for the browser code.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import globals from 'globals'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'

// The boundaries of docs/architecture.md ("Boundaries"), checked on resolved paths so no spelling of an import
// slips through. `target` may not import `from`.
const app = ['./web', './functions', './api', './server', './studio', './build', './scripts', './tests']
// The Studio's browser app, apart from its Node server (studio/server/).
const studioApp = ['./studio/*.ts', './studio/actions', './studio/components', './studio/presentation']
const zones = [
  {
    target: './schemas',
    from: app,
    message: 'schemas/ is the content model: it imports nothing of the app.',
  },
  {
    target: './validation',
    from: [...app, './schemas'],
    message: 'validation/ holds pure rules: no app imports.',
  },
  {
    target: './shared',
    from: [...app, './schemas', './validation'],
    message: 'shared/ holds constants every part may use: it imports nothing of the app.',
  },
  {
    target: './web',
    from: [
      './functions',
      './api',
      './server',
      './studio',
      './build',
      './scripts',
      './tests',
      './render',
      './shared/paths.ts',
    ],
    message:
      "web/ reaches content over the HTTP API and shares only validation/, shared/ (not Node's paths) and schemas/ with the rest.",
  },
  {
    target: './functions',
    from: ['./web', './api', './studio', './build', './scripts', './tests'],
    message: 'functions/ never imports the site, the Studio, the build or scripts.',
  },
  {
    // The local server mounts the functions (server/functions.ts), so an import back would close a circle.
    target: './functions',
    from: ['./server'],
    message: 'functions/ never imports server/: what both use (the renderer, preview mode) lives in render/.',
  },
  {
    target: './render',
    from: ['./server', './functions', './api', './studio', './build', './scripts', './tests'],
    message:
      'render/ (the page renderer and preview mode) is shared by server/, functions/ and build/: it imports none of them.',
  },
  {
    target: './studio',
    from: ['./web', './functions', './api', './build', './scripts', './tests'],
    message: 'studio/ is its own app.',
  },
  {
    target: studioApp,
    from: ['./server', './render', './studio/server'],
    message:
      "The Studio runs in the browser: it reaches the lake over the HTTP API, never through a server's code.",
  },
  {
    target: './server',
    from: ['./api', './studio', './build', './scripts', './tests'],
    message: 'server/ never imports the Studio, the build, scripts or tests.',
  },
  {
    target: './build',
    from: ['./studio', './scripts', './tests'],
    message: 'build/ makes the build from the app and the renderer; it imports no script, Studio or test.',
  },
]

export default tseslint.config(
  {
    ignores: [
      '.scratch/**',
      'dist/**',
      'studio/dist/**',
      'studio/.sanity/**',
      'node_modules/**',
      'shared/sanity.types.ts',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      '.data/**',
      '.build-previous/**',
      '.tsbuild/**',
      // Deliberate violations that tests/codebase/boundaries.test.ts lints on purpose.
      'tests/codebase/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The site imports across its folders by name (package.json "imports": #web/, #validation/, #shared/,
    // #schemas/), never by climbing two folders up. GROQ files keep relative imports: TypeGen resolves only those.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/queries/**', 'web/src/**/projection.ts', 'web/src/features/sections/shared/fields.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./',
              message:
                'Import by name (#web/…, #validation/…, #shared/…, #schemas/…) instead of climbing folders.',
            },
          ],
        },
      ],
    },
  },
  {
    // The content model is read outside the Studio too (the server, the functions' queries, most test files), and the
    // `sanity` package takes about 2 s to load: schemas take their helpers and types from `@sanity/types`. Only the
    // dataset rules compile the model with the Studio's own code, loaded when a check runs.
    files: ['schemas/**/*.ts'],
    ignores: ['schemas/document-rules.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'sanity',
              message:
                "Import defineType, defineField, defineArrayMember and the rule types from '@sanity/types', and getPublishedId from '@sanity/client/csm': loading 'sanity' takes about 2 s.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.tsx', 'studio/**/*.tsx', 'tests/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
)
