// @ts-check
/**
 * The page's start-up before the app (src/app/early/: TypeScript built from the app's own modules)
 * bundled and minified into the text of an inline script. Three entries: `inline.ts`, the early
 * script every page carries (vite.config.ts puts it where index.html says `<!--early:start-->`),
 * `colours-inline.ts`, a product page's colour from the address, which the prerenderer puts into
 * product pages only, and `start-app-inline.ts`, the script that starts the app, which the
 * prerenderer puts last in every page (scripts/prerender.mjs). Each page's CSP lists the hash of
 * each inline script it has (scripts/head.mjs). Nothing of any is kept by hand.
 */
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';

const local = (/** @type {string} */ path) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** The early script every page runs. */
export const EVERY_PAGE = 'src/app/early/inline.ts';
/** A product page's own: its colour from the address, and each tapped before the app is ready. */
export const PRODUCT_PAGE = 'src/app/early/colours-inline.ts';
/** The last script of every page: it starts the app, whose address it is given as `APP_SCRIPT`. */
export const APP_START = 'src/app/early/start-app-inline.ts';

/**
 * @param {string} entry one of the entries above, from the project's root
 * @param {Record<string, string>} [values] the build's facts it is given, by name (each a JSON value)
 * @returns {Promise<string>}
 */
export async function earlyScript(entry, values = {}) {
  const bundle = await rolldown({
    input: local(entry),
    transform: { define: Object.fromEntries(Object.entries(values).map(([name, value]) => [name, JSON.stringify(value)])) },
    // What it is given may be an address it loads at run time (the app's chunk): not bundled.
    external: Object.values(values),
    resolve: { alias: { '@': local('src') } },
    tsconfig: local('tsconfig.json'),
    platform: 'browser',
    logLevel: 'warn',
  });
  try {
    // Minified with its top-level names mangled (an IIFE's are its own); property names are kept,
    // as the page, the stored records and the app read them.
    const { output } = await bundle.generate({ format: 'iife', minify: true, comments: false });
    const code = /** @type {{ code: string }} */ (output[0]).code.trim();
    if (code.includes('</script')) throw new Error(`The early script ${entry} must not contain "</script".`);
    return code;
  } finally {
    await bundle.close();
  }
}
