/* global CMS, window, localStorage, location, fetch -- CMS: Decap CMS, the script before this one in admin/index.html */
/**
 * The shop editor's start (npm run admin serves it at /admin/editor.js, after Decap CMS's script,
 * which index.html tells to wait for it): what Decap's config.yml cannot say.
 */
import * as YAML from '/admin/yaml/index.js';
import { productFormat } from '/admin/product-format.js';

// No "Login" page. Decap's local backend (decap-server, on this computer) has no accounts: its
// Login button asks for nothing and only opens the editor. Decap skips that page when it finds a
// user of that backend in localStorage, as it leaves one after the first click; so one is there.
localStorage.setItem('decap-cms-user', JSON.stringify({ backendName: 'proxy' }));

// Product files: a colour's photos as file names alone or with their words (admin/product-format.js).
// The name is the `format` of the products collection (scripts/shop/editor-config.ts, productFormat);
// its fields, from the same configuration Decap reads, give the order fields are written in.
const config = YAML.parse(await (await fetch('/admin/config.yml')).text());
const products = config.collections.find((collection) => collection.format === 'product-frontmatter');
CMS.registerCustomFormat('product-frontmatter', 'md', productFormat(YAML, products.fields));

// Words that mislead an owner. Decap says "Changes saved" of any form not changed since it opened,
// a new product's blank one included; the ＋ of its "New product" button is missing from many fonts.
CMS.registerLocale('en', {
  ...CMS.getLocale('en'),
  auth: { ...CMS.getLocale('en').auth, login: 'Open the editor' },
  collection: {
    ...CMS.getLocale('en').collection,
    collectionTop: { ...CMS.getLocale('en').collection.collectionTop, newButton: 'New %{collectionLabel}' },
  },
  editor: {
    ...CMS.getLocale('en').editor,
    editorToolbar: { ...CMS.getLocale('en').editor.editorToolbar, changesSaved: 'No unsaved changes' },
  },
});

// Decap loads an entry when its form opens, not when the address changes under an open form: going
// from one entry straight to another (Back after "Publish and create new", an address typed or
// bookmarked) showed the previous form, blank or another file's, as that entry, "Changes saved".
// So the page reloads when the address moves from one entry's form to another entry's, except when
// Decap itself moves a new entry, just saved, to its address.
const entryForm = /^#\/collections\/[^/?]+\/(new|entries\/[^?]+)/;
let previous = location.hash;
let justSaved = false;
CMS.registerEventListener({ name: 'postSave', handler: () => void (justSaved = true) });
window.addEventListener('hashchange', () => {
  const from = entryForm.exec(previous);
  const to = entryForm.exec(location.hash);
  const savedNew = justSaved && from?.[1] === 'new';
  previous = location.hash;
  justSaved = false;
  if (from && to && to[1] !== 'new' && from[0] !== to[0] && !savedNew) location.reload();
});

CMS.init();
