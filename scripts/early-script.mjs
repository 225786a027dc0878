// @ts-check
/**
 * The page's start-up before the app (src/app/early/: TypeScript built from the app's own modules)
 * bundled and minified into the text of an inline script. Two entries: `inline.ts`, the early
 * script every page carries (vite.config.ts puts it where index.html says `<!--early:start-->`),
 * and `colours-inline.ts`, a product page's colour from the address, which the prerenderer puts
 * into product pages only (scripts/prerender.mjs). Each page's CSP lists the hash of each inline
 * script it has (scripts/head.mjs). Nothing of either is kept by hand.
 */
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';

const local = (/** @type {string} */ path) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** The early script every page runs. */
export const EVERY_PAGE = 'src/app/early/inline.ts';
/** A product page's own: its colour from the address, and each tapped before the app is ready. */
export const PRODUCT_PAGE = 'src/app/early/colours-inline.ts';

/** @param {string} entry one of the entries above, from the project's root @returns {Promise<string>} */
export async function earlyScript(entry) {
  const bundle = await rolldown({
    input: local(entry),
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
