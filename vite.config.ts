import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { minifySync } from 'rolldown/experimental';
import { defineConfig, type Plugin } from 'vite';

const local = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Scripts that must run before first paint are kept readable in src/app/early/ and inlined,
 * minified, where index.html marks them (`<!--early:name-->`); the prerenderer lists each inline
 * script's hash in the page's Content-Security-Policy.
 */
/** Where an early script (or index.html's) wants the catalogue's product ids. */
const PRODUCT_IDS = '/*product-ids*/[]';

function inlineEarlyScripts(): Plugin {
  return {
    name: 'rangeela:inline-early-scripts',
    transformIndexHtml(html) {
      // The catalogue's product ids, so the early scripts count and add only lines of real products.
      const ids = readFileSync(local('./src/features/catalogue/data/product-ids.generated.json'), 'utf8').trim();
      return html.replaceAll(PRODUCT_IDS, ids).replace(/<!--early:([a-z-]+)-->/g, (_marker, name: string) => {
        const file = local(`./src/app/early/${name}.js`);
        const { code, errors } = minifySync(file, readFileSync(file, 'utf8').replaceAll(PRODUCT_IDS, ids));
        if (errors.length > 0) throw new Error(`Could not minify ${file}: ${errors.map((e) => e.message).join('; ')}`);
        return `<script>${code.trim()}</script>`;
      });
    },
  };
}

export default defineConfig(() => ({
  plugins: [react(), inlineEarlyScripts()],
  resolve: {
    alias: [{ find: /^@\//, replacement: `${local('./src')}/` }],
  },
  build: {
    target: 'es2022',
    // One stylesheet for the whole site: prerendered pages are styled before any script runs.
    cssCodeSplit: false,
    // The print stylesheet (index.html, media="print") stays a file: the CSP allows no data: styles.
    assetsInlineLimit: (file) => (file.endsWith('.css') ? false : undefined),
    manifest: true,
    // Chromium and every browser this shop supports know modulepreload; the polyfill would fetch().
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Vite's preload helper, which src/main.tsx's import() of the app goes through, in a
            // file of its own (1 kB). Left to the groups below, it went into `boot` with the app's
            // other imports, so the entry imported the app's chunk statically and the browser
            // evaluated React before the first paint, which src/main.tsx waits for on purpose.
            { name: 'preload-helper', test: /^\0vite[\\/]preload-helper/, priority: 3 },
            // What every page runs before it is ready in two files, not two dozen: on a slow network
            // each file costs its headers and a request slot. The app proper (React, the router, the
            // layout: src/boot.tsx and its imports) and the stores' start-up (src/app/start.ts and
            // its imports, the catalogue among them). Named after their modules: the prerenderer
            // and the bundle budget find them by these names (scripts/bundle-chunks.mjs).
            { name: 'boot', test: /[\\/]src[\\/]boot\.tsx$/, priority: 2 },
            // With start-up, and the catalogue in it: the shop's offers (as data, and the rules that
            // apply them: most pages with a price need them) and coupons, and two small pieces of the
            // cart that pages and the adds carried out at start-up (loaded only where there is one)
            // share. Alone, each of these was a request of its own, its headers weighing about as
            // much as it does (issue 22: the checkout's JavaScript before ready, 91.4 → 89.5 KiB).
            { name: 'start', test: /[\\/]src[\\/](app[\\/]start|features[\\/](catalogue[\\/](data[\\/]offers\.generated|offers|offer-rules)|cart[\\/](quantity|tell-added|coupons\.generated)))\.ts$/, priority: 1 },
            // The small pieces most pages share (form fields, prices, headings, the page's title and
            // description) in one file: alone, each cost a request and its headers (about 1 kB on
            // HTTP/1.1, more than most of them weigh) before the page was ready.
            { name: 'shared', test: /[\\/]src[\\/](components[\\/]ui[\\/][^/\\]+|lib[\\/](money|page-meta|rich-text|dates|length-limit)|features[\\/]catalogue[\\/]product-image)\.tsx?$/, priority: 0 },
            // The cart's totals and what is in stock, which the cart, the checkout and the order pages
            // share: three small files were three requests before those pages were ready. Only these
            // modules: with their imports, the group took the catalogue and every page loaded it.
            { name: 'totals', test: /[\\/]src[\\/]features[\\/]cart[\\/](totals|coupons|availability|cart-view[\\/]totals-list)\.tsx?$/, priority: -1, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
}));
