import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The house plan (docs/architecture.md): `components/ui`, `lib` and `config` → `features` → `app`.
 * Features are libraries reached only through their `index.ts`, and only along the directions the
 * domain needs: cart → catalogue; orders → cart, catalogue, account; desk → orders, catalogue; wishlist → cart, catalogue; recent → catalogue. Nothing else between features.
 */
const features = ['catalogue', 'cart', 'orders', 'account', 'content', 'desk', 'wishlist', 'recent'];
const allowedFeatureImports = {
  catalogue: [],
  cart: ['catalogue'],
  orders: ['cart', 'catalogue', 'account'],
  account: [],
  content: [],
  desk: ['orders', 'catalogue'],
  wishlist: ['cart', 'catalogue'],
  recent: ['catalogue'],
};
const layerZones = [
  {
    target: ['./src/components', './src/lib', './src/config'],
    from: ['./src/features', './src/app'],
    message: 'components/ui, lib and config are shared layers: they import no feature and no app code.',
  },
  { target: './src/features', from: './src/app', message: 'Features never import the app; the app composes them.' },
  {
    target: './src/app',
    from: './src/features',
    // The page's early script (src/app/early/, inlined before the app) takes the cart's rules from
    // its dependency-free core, and the catalogue's product ids, without the features' React code.
    except: [
      ...features.map((feature) => `./${feature}/index.ts`),
      './cart/cart-core.ts',
      './cart/stored-cart.ts',
      './catalogue/data/product-ids.generated.json',
    ],
    message: 'The app reaches a feature only through its public index.ts (import from `@/features/<name>`), the early script also its cart core.',
  },
  ...features.flatMap((feature) =>
    features
      .filter((other) => other !== feature)
      .map((other) =>
        allowedFeatureImports[feature].includes(other)
          ? {
              target: `./src/features/${feature}`,
              from: `./src/features/${other}`,
              except: ['./index.ts'],
              message: `${feature} may use ${other} only through its public index.ts (import from \`@/features/${other}\`).`,
            }
          : {
              target: `./src/features/${feature}`,
              from: `./src/features/${other}`,
              message: `${feature} must not import ${other}: allowed feature directions are cart → catalogue, orders → cart, catalogue, account, desk → orders, catalogue, wishlist → cart, catalogue and recent → catalogue. Compose them in a route module (src/app/routes) instead.`,
            },
      ),
  ),
];

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'node_modules', 'test-results', 'playwright-report', '.bench', '.mig', '**/*.generated.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Use the storage adapter in src/lib/storage.ts.' },
        { name: 'fetch', message: 'Rangeela makes no network requests.' },
        { name: 'XMLHttpRequest', message: 'Rangeela makes no network requests.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'localStorage', message: 'Use the storage adapter in src/lib/storage.ts.' },
        { object: 'window', property: 'fetch', message: 'Rangeela makes no network requests.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Visitor text is always rendered as text, never as HTML.',
        },
        {
          selector: "JSXAttribute[name.name='style']",
          message: 'Inline styles break the Content-Security-Policy; use a class.',
        },
      ],
      // Lists styled without bullets keep role="list" on purpose: Safari drops their list semantics otherwise.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
      // A form listens for focus coming to and leaving its fields (its rules load as the visitor
      // goes to it; a field is checked as they leave it): focus moves between the fields, never
      // to the form, which stays a plain form for every visitor.
      'jsx-a11y/no-noninteractive-element-interactions': ['error', { form: ['onFocus', 'onBlur'] }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    // Tests and their helpers may reach inside a feature to arrange state; what they assert is
    // still what a visitor sees.
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['src/lib/storage.ts', 'src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: { 'no-restricted-properties': 'off', 'no-restricted-globals': 'off' },
  },
  {
    // The page's early script, inlined before the app (vite.config.ts), reads and writes the stored
    // cart itself by the cart's core rules: the storage adapter is the app's, too big to inline.
    files: ['src/app/early/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Rangeela makes no network requests.' },
        { name: 'XMLHttpRequest', message: 'Rangeela makes no network requests.' },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'e2e/**/*.ts', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-console': 'off' },
  },
);
