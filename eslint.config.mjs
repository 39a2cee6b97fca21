import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import checkFile from 'eslint-plugin-check-file';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

// Backend bounded contexts. Each is entered only through its index.ts (commands, queries, event types, module).
const contexts = [
  'accounts',
  'catalog',
  'backoffice',
  'configurations',
  'cart',
  'identity',
  'orders',
  'payments',
  'crafting',
  'tracking',
  'mail',
  'invoicing',
];
const contextDir = (name) => `./backend/src/${name}`;
const contextZones = contexts.flatMap((name) => {
  const zone = {
    from: contextDir(name),
    except: ['./index.ts'],
    message: `Other contexts and the composition root reach ${name} only through backend/src/${name}/index.ts.`,
  };
  // Directories and globs cannot share one zone: the composition root's files get a zone of their own.
  return [
    { ...zone, target: [...contexts.filter((other) => other !== name).map(contextDir), './backend/src/cli'] },
    { ...zone, target: './backend/src/*.ts' },
  ];
});
const infrastructureMessage = 'infrastructure/ holds adapters that know no context; the composition root wires them.';

const kioskContract = 'The kiosk uses web only through @sound-putter/web/shared (add what it needs there).';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/coverage/**',
      '.data/**',
      '**/artifacts/**',
      'web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    plugins: { 'check-file': checkFile, 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mjs,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'kiosk/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The request DTO classes are the request bodies' types; their decorators (class-validator) stay out of bundles.
    files: ['web/**/*.{ts,tsx}', 'kiosk/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@sound-putter/contracts/dto',
              allowTypeImports: true,
              message: 'Request DTOs are types here: `import type`, so class-validator never reaches the bundle.',
            },
          ],
        },
      ],
    },
  },
  {
    // The shared API and store layers are reused by the kiosk, so they must not reach into web features.
    files: ['web/src/api/**', 'web/src/store/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './web/src/api', from: './web/src/features' },
            { target: './web/src/store', from: './web/src/features' },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/**'], message: 'api/ and store/ must not import from features/' }] },
      ],
    },
  },
  {
    // The kiosk's whole contract with web is web/src/shared.ts: anything deeper couples it to web's internal layout.
    files: ['kiosk/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@sound-putter/web(?!/shared$)(/|$)', message: kioskContract },
            { group: ['**/web/src/**'], message: kioskContract },
          ],
        },
      ],
    },
  },
  {
    // Specs too: a test of one context reaches another only through its entry; shared helpers sit in test/support.
    files: ['backend/src/**/*.ts'],
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...contextZones,
            {
              target: './backend/src/infrastructure',
              from: [...contexts.map(contextDir), './backend/src/cli'],
              message: infrastructureMessage,
            },
            { target: './backend/src/infrastructure', from: './backend/src/*.ts', message: infrastructureMessage },
            {
              target: './backend/src',
              from: './backend/dev-stack',
              message: 'dev-stack/ serves npm start and the jest harness: tests reach it through test/support.',
            },
          ],
        },
      ],
    },
  },
  {
    // The event-store port speaks of streams and events only: no database, driver or read-model type.
    files: ['backend/src/infrastructure/event-store/event-store.port.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'pg',
                'pg-*',
                '@eventstore/*',
                'ioredis',
                '**/database/**',
                '**/projections/**',
                '**/postgres/**',
                '**/kurrent/**',
              ],
              message: 'The event-store port names no database or driver: adapters and projections/ bring those.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.decider.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ClassDeclaration', message: 'Deciders are plain functions, not classes.' },
        { selector: "NewExpression[callee.name='Date']", message: 'Inject the clock: no new Date() in a decider.' },
      ],
    },
  },
);
