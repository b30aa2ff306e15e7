// One flat config for every folder: TypeScript rules everywhere, React rules for the browser code.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import globals from 'globals'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'

// The boundaries of docs/architecture.md ("Boundaries"), checked on resolved paths so no spelling of an import
// slips through. `target` may not import `from`.
const app = ['./web', './functions', './api', './server', './studio', './scripts', './tests']
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
    target: './web',
    from: ['./functions', './api', './server', './studio', './scripts', './tests'],
    message: 'web/ reaches content over the HTTP API and shares only validation/ and schemas/ with the rest.',
  },
  {
    target: './functions',
    from: ['./web', './api', './studio', './scripts', './tests'],
    message: 'functions/ never imports the site, the Studio or build scripts.',
  },
  {
    target: './studio',
    from: ['./web', './functions', './api', './scripts', './tests'],
    message: 'studio/ is its own app.',
  },
  {
    target: './server',
    from: ['./api', './scripts', './tests'],
    message: 'server/ never imports scripts or tests.',
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
      'web/src/sanity.types.ts',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      '.data/**',
      '.build-previous/**',
      '.tsbuild/**',
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
    files: ['web/**/*.tsx', 'studio/**/*.tsx', 'tests/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
)
