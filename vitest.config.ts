import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * The app's test files that need no page: rules, schemas and stores over plain data. They run in
 * Node, without jsdom's set-up or the page's setup file (src/test/setup.ts): jsdom's set-up was most
 * of such a file's time (docs/benchmarks.md, "The unit suite"). Each file still has its own modules:
 * shared between files, a jsdom file's leftover timer fired in a Node one. A file listed here that
 * starts needing the page fails saying `document is not defined`; move it out. A file not listed
 * runs in jsdom, as any new test does.
 */
const LOGIC_TESTS = [
  'src/sw/other-widths.test.ts',
  'src/app/add-request.test.ts',
  'src/app/routes/home-promos.test.ts',
  'src/app/storage-notices.test.ts',
  'src/config/paths.test.ts',
  'src/config/shop-schema.test.ts',
  'src/features/account/connect-users.test.ts',
  'src/features/account/form-schemas.test.ts',
  'src/features/account/password.test.ts',
  'src/features/account/upgrade.test.ts',
  'src/features/account/user-schemas.test.ts',
  'src/features/cart/availability.test.ts',
  'src/features/cart/cart-lines.test.ts',
  'src/features/cart/cart-merge.test.ts',
  'src/features/cart/coupons.test.ts',
  'src/features/cart/quantity.test.ts',
  'src/features/cart/savings.test.ts',
  'src/features/cart/stored-cart.test.ts',
  'src/features/cart/totals.test.ts',
  'src/features/catalogue/card-badge.test.ts',
  'src/features/catalogue/data/products.test.ts',
  'src/features/catalogue/filters.test.ts',
  'src/features/catalogue/lookup.test.ts',
  'src/features/catalogue/paging.test.ts',
  'src/features/catalogue/product-view/extras/zoom-rules.test.ts',
  'src/features/catalogue/product.test.ts',
  'src/features/catalogue/shop-collections.test.ts',
  'src/features/content/contact/messages.test.ts',
  'src/features/content/content.test.ts',
  'src/features/content/deals/deals.test.ts',
  'src/features/content/newsletter/subscriptions.test.ts',
  'src/features/desk/actions.test.ts',
  'src/features/desk/backup-reminder.test.ts',
  'src/features/desk/backup.test.ts',
  'src/features/desk/buyer-message.test.ts',
  'src/features/desk/chat-export.test.ts',
  'src/features/desk/chat-file.test.ts',
  'src/features/desk/couriers.test.ts',
  'src/features/desk/csv.test.ts',
  'src/features/desk/desk-db.test.ts',
  'src/features/desk/desk-summary.test.ts',
  'src/features/desk/ledger.test.ts',
  'src/features/desk/lock/crypto.test.ts',
  'src/features/desk/lock/lock-store.test.ts',
  'src/features/desk/papers/invoice-number.test.ts',
  'src/features/desk/papers/invoice.test.ts',
  'src/features/desk/papers/tax.test.ts',
  'src/features/desk/papers/words.test.ts',
  'src/features/desk/stock.test.ts',
  'src/features/desk/take-in.test.ts',
  'src/features/desk/today.test.ts',
  'src/features/orders/checkout-checks.test.ts',
  'src/features/orders/india.test.ts',
  'src/features/orders/message-check.test.ts',
  'src/features/orders/order-check.test.ts',
  'src/features/orders/order-message.test.ts',
  'src/features/orders/order.test.ts',
  'src/features/orders/placed-announcement.test.ts',
  'src/features/orders/upi.test.ts',
  'src/features/wishlist/wishlist-rules.test.ts',
  'src/lib/bidi.test.ts',
  'src/lib/delivery.test.ts',
  'src/lib/money.test.ts',
  'src/lib/remembered-pin.test.ts',
  'src/lib/validation.test.ts',
  'src/test/desk-sample.test.ts',
  'src/test/runs.test.ts',
  'src/features/catalogue/query.test.ts',
  'src/features/catalogue/data/tee-modules.test.ts',
  'src/features/cart/add-request.test.ts',
];

/**
 * The test files that need modules of their own: each replaces a module (`vi.mock`), stubs a global,
 * or counts on a module's first load (a cache, a start-up). They run each with fresh modules (and a
 * fresh page), as every test file did before; the other files of a project share the modules (and
 * the page) loaded by a worker (`isolate: false`), which saved jsdom's set-up (about 6 s a file on a
 * busy machine) and the import of React and the app for every file. A test that passes alone and
 * fails beside others belongs here.
 */
const OWN_MODULES_TESTS = [
  'src/features/cart/add-request.test.ts',
  'src/features/cart/cart-tidy-offline.test.ts',
  'src/features/catalogue/query.test.ts',
  'src/features/catalogue/data/tee-modules.test.ts',
  'src/features/catalogue/use-range.test.tsx',
  'src/features/orders/kept-order-tees.test.ts',
  'src/app/early/start-early.test.ts',
  'src/app/prefetch.test.ts',
  'src/app/routes/cart.test.tsx',
  'src/app/routes/product.test.tsx',
  'src/app/routes/shop.test.tsx',
  'src/app/start.test.ts',
  'src/app/theme.test.ts',
  'src/features/account/use-accounts-check.test.tsx',
  'src/features/catalogue/no-offers.test.tsx',
  'src/features/catalogue/search/close-matches.test.tsx',
  'src/features/catalogue/shop/description-words.test.tsx',
  'src/features/catalogue/search/header-search.test.tsx',
  'src/features/orders/checkout-form.test.tsx',
  'src/features/orders/use-order-book.test.tsx',
  'src/lib/stylesheet.test.ts',
];

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      restoreMocks: true,
      // Whole pages rendered in jsdom on a 2-core machine: a busy moment must not fail a correct test.
      testTimeout: 20_000,
      projects: [
        // The app: components and pages in jsdom, one page's modules shared by the files of a worker.
        {
          extends: true,
          test: {
            name: 'app',
            environment: 'jsdom',
            isolate: false,
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: [...configDefaults.exclude, ...LOGIC_TESTS, ...OWN_MODULES_TESTS],
            setupFiles: ['src/test/setup.ts'],
          },
        },
        // Page tests that replace or count on a module's first load (OWN_MODULES_TESTS above): each file its own page and modules.
        {
          extends: true,
          test: { name: 'app-own', environment: 'jsdom', include: OWN_MODULES_TESTS.filter((file) => !LOGIC_TESTS.includes(file)), setupFiles: ['src/test/setup.ts'] },
        },
        // The app's rules over plain data, in Node (LOGIC_TESTS above), their modules shared as the page tests' are.
        { extends: true, test: { name: 'logic', environment: 'node', isolate: false, include: LOGIC_TESTS, exclude: [...configDefaults.exclude, ...OWN_MODULES_TESTS] } },
        { extends: true, test: { name: 'logic-own', environment: 'node', include: LOGIC_TESTS.filter((file) => OWN_MODULES_TESTS.includes(file)) } },
        // The build's own tools: the reading of shop/ (scripts/shop/), with real files and photos, and the bench's helpers.
        // Several start real processes (node, npm, actionlint, the build): on a busy machine one took 33 s.
        { extends: true, test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.ts'], testTimeout: 90_000 } },
      ],
    },
  }),
);
