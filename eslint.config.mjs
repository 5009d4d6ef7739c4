// Lint rules that keep the layers apart (docs/architecture.md "Import boundaries").
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const clientFolders = readdirSync(new URL('./src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'testing')
  .map((entry) => entry.name)
  .concat(['main.tsx']);

const sharedLayers = ['api', 'components', 'config', 'lib', 'session', 'styles'];

const boundaryZones = (forTests) => [
  // A feature imports only itself and the shared layers.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature; move what both need to a shared layer.',
  })),
  // Features reach the app layer only through its typed hooks and the session gate (phase two of
  // the boot). (Tests may also build a store with makeStore, as every test does.)
  {
    target: './src/features',
    from: './src/app',
    except: [
      './hooks.ts',
      './session/SessionGate.tsx',
      ...(forTests ? ['./store.ts', './rootReducer.ts', './router.tsx'] : []),
    ],
    message: 'Features use @/app/hooks and @/app/session/SessionGate only.',
  },
  // Shared layers never import features or the app.
  ...sharedLayers.flatMap((layer) => [
    { target: `./src/${layer}`, from: './src/features', message: 'Shared layers do not import features.' },
    { target: `./src/${layer}`, from: './src/app', message: 'Shared layers do not import the app.' },
  ]),
  // Sealed values are read and written through one guarded path (docs/decisions/0020-sealed-key.md);
  // tests may seal text of their own to store.
  ...(forTests
    ? []
    : [
        {
          target: ['./src/app', './src/api', './src/components', './src/features', './src/session'],
          from: './src/lib/crypto/sealedBox.ts',
          message: 'Read and write sealed values through @/lib/storage/sealedKey.',
        },
      ]),
  // The simulator is a server: the client does not know it (only the test set-up does) …
  ...clientFolders.map((folder) => ({
    target: `./src/${folder}`,
    from: './mocks',
    message: 'Only src/testing may use the simulator.',
  })),
  // … and it does not know the client.
  { target: './mocks', from: './src', message: 'The simulator imports nothing from src/.' },
];

const RESTRICTED_IMPORTS = [
  { name: 'react-redux', importNames: ['useDispatch', 'useSelector'], message: 'Use @/app/hooks.' },
  {
    name: 'crypto-js',
    message: 'Import the crypto-js modules you need (crypto-js/aes …), not all of it.',
  },
  { name: 'zod', message: 'The client uses zod/mini (a fifth of the bytes).' },
  { name: 'sonner', message: 'Use @/lib/notify: sonner loads after the first screen.' },
  {
    name: 'crypto-js/aes',
    message: 'Encrypt through @/lib/crypto/sealedBox (encrypt-then-MAC with derived keys).',
  },
];

/*
 * The paths above match exact module names; these catch the same modules under the spellings that
 * would step around them (a security review stepped around them so): `crypto-js/aes.js`, `crypto-js/index`, ….
 */
const CRYPTO_SPELLINGS = [
  {
    regex: '^crypto-js/(index|crypto-js)(\\.js)?$|^crypto-js/index\\.js$',
    message: 'Import the crypto-js modules you need (crypto-js/aes …), not all of it.',
  },
  {
    regex: '^crypto-js/aes\\.js$',
    message: 'Encrypt through @/lib/crypto/sealedBox (encrypt-then-MAC with derived keys).',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'reports',
      'public',
      // Scratch files (gitignored): probes and notes that are not part of the product.
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones(false) }],
      'import-x/no-cycle': ['error', { maxDepth: 6 }],
      'import-x/no-duplicates': 'error',
      'no-console': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: RESTRICTED_IMPORTS,
          patterns: CRYPTO_SPELLINGS,
        },
      ],
      // Issue 8: AES with a string is OpenSSL's passphrase mode (MD5 key derivation, no MAC).
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(en|de)crypt$/] > :matches(Literal, TemplateLiteral).arguments:nth-child(2)',
          message: 'No AES with a string passphrase: pass a derived key (see src/lib/crypto/sealedBox.ts).',
        },
      ],
    },
  },
  {
    // The one module that may use AES, with derived keys and an IV of its own.
    files: ['src/lib/crypto/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: RESTRICTED_IMPORTS.filter((path) => path.name !== 'crypto-js/aes'),
          patterns: CRYPTO_SPELLINGS.filter((pattern) => !pattern.regex.startsWith('^crypto-js/aes')),
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones(true) }] },
  },
  {
    files: ['src/app/hooks.ts', 'src/lib/notify.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The logger is the one way to the console; server-side entry points print their own lines.
    files: ['src/lib/logger.ts', 'mocks/server/**', 'scripts/**', 'e2e/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);
