// @ts-check
/**
 * Holds the visitor's taps until the app is ready. Inlined (minified) into every page by
 * vite.config.ts, allowed by its CSP hash, at the start of the body: before `#root`, so it listens
 * before any of the page can be drawn or tapped, however slowly the page arrives. What it does to
 * the page's parts it does as the parser reaches each, before the browser draws it (`arrived`).
 *
 * It says the stored cart's count in the header's cart link, and marks `<html>` with
 * `data-cart-filled` (the page's other pre-paint marks: index.html), so a full cart never reads
 * "0 items" and the page never offers what an empty cart would.
 *
 * An add to cart (a form marked `data-adds-early`: a product card's quick add, whose fields the
 * page fixed, and the product page's Add to Cart, whose colour, size and quantity the visitor chose
 * and the browser checked) is carried out here at once, as the app would: the line goes into the
 * stored cart (version 2, merged with a line of the same colour and size, at most 10), the header's
 * cart link says the new count, a sign says it is added, and a `storage` event tells the app's cart
 * if it has already read the stored one (it merges it, as it does another tab's change). The app
 * says what was added, in its words, once it is ready (the record `early-adds`,
 * src/app/early-adds.ts): the product page in its form's status. Anything this script cannot be
 * sure of (a cart it cannot read or write, a line already at 10, a product, colour, size or quantity
 * it does not know, a size sold out in the colour) is held instead, below.
 *
 * Links and the shop's search (a GET form) work in plain HTML and are left alone, as are the menu
 * (a native popover) and a button that commands a dialog itself (`commandfor`: the size chart).
 * Add to cart and quick add are GET forms to `/cart?add=…` too, but marked `data-hold-until-ready`:
 * added here at once, or (where this script cannot be sure) left to the app, moments away, which
 * adds in place and says so where the visitor is, sooner than a trip to the cart page that must
 * start the app again. So one not added here is held like the forms below, and sent by the browser itself after all if the app has not started
 * `LET_GO_MS` after the page's scripts ran (a script that failed to load). While held, each is
 * also written to this tab's sessionStorage (`held-adds`, with this document's `timeOrigin`): a
 * visitor who moves on before the app is ready has it added by the next page's app
 * (src/app/add-request.ts). Never dropped, and added once: whichever path carries it out first
 * removes the record.
 * Everything else needs the app: a script-only button
 * (theme toggle, quantity steps, Remove) or a form the app sends (login, signup, contact,
 * newsletter, coupon). Until `#root` has `data-ready`, a tap on one of those is held: the control
 * is marked busy, a "Getting ready…" sign shows, and once the app is ready the tap is carried out
 * as the visitor made it. Such a form is never sent by the browser itself, so no password ever
 * reaches an address or a request: even after the mark, a submit of such a form that no app code
 * took (its part of the page still starting) is stopped and tried again a moment later.
 *
 * It also keeps each popover's button telling its state: the menu is a native popover, which
 * the browser opens and closes; its Menu button's `aria-expanded` follows it from the first tap.
 * A GET form the browser sends itself is marked `data-sent`, so the app starting meanwhile leaves
 * it alone. And a link marked `data-carry="from"` (login ⇄ signup) gets this address's `from` at once, as
 * the app will give it: the prerendered HTML serves every `?from=` and cannot know it. A text field
 * whose paste the browser cut at its `maxlength` is marked `data-cut`, for the app to say so.
 */
(function () {
  /** @type {{ control: Element, run: () => void }[]} */
  var held = [];
  /** @type {HTMLElement | null} */
  var sign = null;

  /** `#root`, once the parser has reached it: this script runs before it. */
  function rootElement() {
    return document.getElementById('root');
  }

  /** Whether the app has taken over the page. A page without `#root` has no app to wait for. */
  function ready() {
    var root = rootElement();
    return root ? root.hasAttribute('data-ready') : document.readyState !== 'loading';
  }

  /** @param {HTMLFormElement} form */
  function sendsItself(form) {
    return worksWithoutApp(form) && !form.hasAttribute('data-hold-until-ready');
  }

  /** @param {HTMLFormElement} form */
  function worksWithoutApp(form) {
    return form.method === 'get' && form.hasAttribute('action');
  }

  var LET_GO_MS = 5000;
  var HELD_ADDS = 'held-adds'; // HELD_ADDS_KEY in src/app/add-request.ts
  /** @type {WeakMap<HTMLFormElement, string>} */
  var records = new WeakMap();

  /** @param {(list: { id: string, page: number, query: string }[]) => { id: string, page: number, query: string }[]} change */
  function changeRecords(change) {
    try {
      var list = JSON.parse(sessionStorage.getItem(HELD_ADDS) || '[]');
      var next = change(Array.isArray(list) ? list : []);
      if (next.length) sessionStorage.setItem(HELD_ADDS, JSON.stringify(next));
      else sessionStorage.removeItem(HELD_ADDS);
    } catch {
      // No session storage (or an unreadable record): the held add still works on this page.
    }
  }

  /** Writes down (or updates) the held add `form` asks for. @param {HTMLFormElement} form */
  function record(form) {
    var id = records.get(form) || String(Math.random()).slice(2);
    records.set(form, id);
    var query = new URLSearchParams(/** @type {any} */ (new FormData(form))).toString();
    changeRecords(function (list) {
      return list.filter(function (entry) { return entry && entry.id !== id; }).concat([{ id: id, page: performance.timeOrigin, query: query }]);
    });
  }

  /** Removes the record of `form`'s held add: it is being carried out. @param {HTMLFormElement} form */
  function unrecord(form) {
    var id = records.get(form);
    if (!id) return;
    records.delete(form);
    changeRecords(function (list) {
      return list.filter(function (entry) { return entry && entry.id !== id; });
    });
  }

  /** @type {number[]} */
  var PRODUCT_IDS = /*product-ids*/[];
  var SIZES = ['Small', 'Medium', 'Large', 'XL', 'XXL']; // allSizes in src/config/sizes.ts (capture.test.ts holds them equal)
  var MOST = 10; // MAX_QUANTITY in src/features/cart/cart-lines.ts
  var COLOUR_MOST = 60; // MAX_COLOUR_LENGTH in src/features/cart/cart-persistence.ts
  var EARLY_ADDS = 'early-adds'; // EARLY_ADDS_KEY in src/app/early-adds.ts
  /** @type {HTMLElement | null} */
  var added = null;

  /**
   * How many of a stored line the app reads (src/features/cart/cart-persistence.ts): a whole number
   * from 1, more than 10 read as 10; 0 for a quantity it cannot read ("5", 0, 2.5, none), whose line
   * it sets aside. @param {any} line
   */
  function quantityOf(line) {
    var quantity = line && line.quantity;
    return typeof quantity === 'number' && quantity % 1 === 0 && quantity >= 1 ? Math.min(MOST, quantity) : 0;
  }

  /**
   * How many items a stored cart holds, counted as the app counts them (src/features/cart), line by
   * line: lines of one product, colour and size together, at most 10 each, a line it cannot read or
   * of a product no longer sold left out (the rest still count). A cart stored before colours
   * (version 1) has lines without one. capture.test.ts holds the two to the same count.
   * @param {any} cart
   */
  function itemCount(cart) {
    if (!cart || (cart.version !== 1 && cart.version !== 2) || !Array.isArray(cart.lines)) return 0;
    /** @type {Record<string, number>} */
    var byLine = {};
    cart.lines.forEach(function (/** @type {any} */ line) {
      var quantity = quantityOf(line);
      if (!quantity || PRODUCT_IDS.indexOf(line.productId) < 0 || SIZES.indexOf(line.size) < 0) return;
      var colour = cart.version === 1 ? '' : line.colour;
      if (cart.version === 2 && !(typeof colour === 'string' && colour && colour.length <= COLOUR_MOST)) return;
      var key = line.productId + ':' + colour + ':' + line.size;
      byLine[key] = Math.min(MOST, (byLine[key] || 0) + quantity);
    });
    var count = 0;
    Object.keys(byLine).forEach(function (key) {
      count += byLine[key] || 0;
    });
    return count;
  }

  /** The count the header's cart link must say, until it does: it may not be parsed yet. */
  var countToShow = 0;

  /** Says `count` items in the header's cart link, now or as soon as the parser reaches it. @param {number} count */
  function showCount(count) {
    if (!count) return;
    document.documentElement.setAttribute('data-cart-filled', '');
    countToShow = count;
    writeCount(document.readyState !== 'loading');
  }

  /**
   * Writes the count into the cart link, if parsed: its name at once (the parser set its attributes
   * before inserting it), its badge once the parser has left it (text written while the parser
   * is still inside would be joined by the parser's own).
   * @param {boolean} parsed whether the whole page is parsed
   */
  function writeCount(parsed) {
    if (!countToShow) return;
    var link = document.querySelector('.cart-link');
    if (!link) return;
    link.setAttribute('aria-label', 'Cart, ' + countToShow + (countToShow === 1 ? ' item' : ' items'));
    var badge = link.querySelector('.cart-link__count');
    if (!badge || !(parsed || left(badge))) return;
    badge.textContent = countToShow > 99 ? '99+' : String(countToShow);
    badge.setAttribute('data-empty', 'false');
    countToShow = 0;
  }

  /** Whether the parser has finished `element`: something after it (not inside it) is in the page. @param {Node} element */
  function left(element) {
    for (var node = /** @type {Node | null} */ (element); node; node = node.parentNode) if (node.nextSibling) return true;
    return false;
  }

  /**
   * Adds what an add-to-cart form marked to add early asks for to the stored cart, now; whether it
   * did (if not, the tap is held for the app like any other).
   * @param {HTMLFormElement} form
   */
  function addEarly(form) {
    if (!form.hasAttribute('data-adds-early')) return false;
    var fields = new FormData(form);
    var id = Number(fields.get('add'));
    var colour = String(fields.get('colour') || '');
    var size = String(fields.get('size') || '');
    var quantity = Number(fields.get('qty'));
    if (PRODUCT_IDS.indexOf(id) < 0 || !/^[a-z0-9-]{1,60}$/.test(colour) || SIZES.indexOf(size) < 0 || !(quantity % 1 === 0 && quantity >= 1 && quantity <= MOST)) return false;
    // The product page's colour radio names the sizes sold out in it: the app says why not.
    var picked = form.querySelector('input[name="colour"]:checked');
    if (picked && (picked.getAttribute('data-sold-out') || '').split(' ').indexOf(size) >= 0) return false;
    /** @type {string | null} */
    var before;
    /** @type {any} */
    var cart;
    try {
      before = localStorage.getItem('cart');
      cart = before === null ? { version: 2, lines: [], coupon: null, changes: {} } : JSON.parse(before);
    } catch {
      return false;
    }
    if (!cart || cart.version !== 2 || !Array.isArray(cart.lines)) return false;
    var changes = cart.changes === undefined ? {} : cart.changes;
    if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return false;
    /** @type {any} */
    var line = null;
    cart.lines.forEach(function (/** @type {any} */ each) {
      if (!line && each && each.productId === id && each.colour === colour && each.size === size) line = each;
    });
    var had = line ? quantityOf(line) : 0;
    // A line already at 10 (the app says why nothing more can be added), or one the app sets aside.
    if (line && !(had && had < MOST)) return false;
    var now = Math.min(MOST, had + quantity);
    if (line) line.quantity = now;
    else cart.lines.push({ productId: id, colour: colour, size: size, quantity: now });
    var key = id + ':' + colour + ':' + size;
    changes[key] = Math.max(Date.now(), (typeof changes[key] === 'number' ? changes[key] : 0) + 1);
    cart.changes = changes;
    var after = JSON.stringify(cart);
    try {
      localStorage.setItem('cart', after);
    } catch {
      return false; // storage full or refused: the app will say so
    }
    showCount(itemCount(cart));
    try {
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart', oldValue: before, newValue: after, url: location.href, storageArea: localStorage }));
    } catch {
      // No StorageEvent: the app's cart reads the stored one before it next saves.
    }
    try {
      var told = JSON.parse(sessionStorage.getItem(EARLY_ADDS) || '[]');
      /** @type {Record<string, unknown>} */
      var entry = {
        page: performance.timeOrigin,
        productId: id,
        colour: colour,
        size: size,
        kind: had === 0 ? 'added' : had + quantity > MOST ? 'capped' : 'merged',
        added: now - had,
        quantity: now,
      };
      if (form.getAttribute('data-adds-early') === 'form') entry.from = 'form'; // said in that form's status
      (Array.isArray(told) ? told : []).push(entry);
      sessionStorage.setItem(EARLY_ADDS, JSON.stringify(told));
      document.dispatchEvent(new Event(EARLY_ADDS));
    } catch {
      // No session storage: the count in the header says it all.
    }
    if (!added) {
      added = document.createElement('p');
      added.className = 'getting-ready';
      added.setAttribute('role', 'status');
      document.body.appendChild(added);
    }
    added.textContent = 'Added to your cart.';
    return true;
  }

  /** Once the page's own scripts have run (DOMContentLoaded waits for them) and `LET_GO_MS` more
   * have passed without the app, the browser sends a held GET form itself.
   * @param {HTMLFormElement} form @param {HTMLElement | null} submitter */
  function letGoLater(form, submitter) {
    function wait() {
      setTimeout(function () {
        if (ready() || !form.isConnected || !held.some(function (entry) { return entry.control === form; })) return;
        release(function (entry) {
          return entry.control === form;
        });
        form.removeAttribute('data-hold-until-ready');
        unrecord(form);
        send(form, submitter);
      }, LET_GO_MS);
    }
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', wait);
    else wait();
  }

  /** Takes the held taps that `which` picks off hold (sign and busy marks too) and returns them.
   * @param {(entry: { control: Element, run: () => void }) => boolean} which */
  function release(which) {
    var taken = held.filter(which);
    held = held.filter(function (entry) {
      return !which(entry);
    });
    taken.forEach(function (entry) {
      entry.control.removeAttribute('aria-busy');
    });
    if (!held.length && sign) {
      sign.remove();
      sign = null;
    }
    return taken;
  }

  /** @param {Element} control @param {() => void} run */
  function hold(control, run) {
    held.push({ control: control, run: run });
    control.setAttribute('aria-busy', 'true');
    if (sign) return;
    sign = document.createElement('p');
    sign.className = 'getting-ready';
    sign.setAttribute('role', 'status');
    sign.textContent = 'Getting ready…';
    document.body.appendChild(sign);
  }

  /** Submits `form` again as the visitor did (with the button they used), if it is still shown.
   * @param {HTMLFormElement} form @param {HTMLElement | null} submitter */
  function send(form, submitter) {
    if (!form.isConnected) return;
    if (submitter instanceof HTMLButtonElement && submitter.form === form) form.requestSubmit(submitter);
    else form.requestSubmit();
  }

  /** @param {Event} event */
  function stop(event) {
    event.preventDefault();
    event.stopImmediatePropagation();
  }

  var search = new URLSearchParams(window.location.search);
  /** @type {WeakSet<Element>} */
  var carried = new WeakSet();
  /** Gives each parsed link marked `data-carry` the address's values it names. */
  function carry() {
    document.querySelectorAll('#root a[data-carry]').forEach(function (link) {
      if (!(link instanceof HTMLAnchorElement) || carried.has(link)) return;
      carried.add(link);
      var url = new URL(link.href);
      (link.getAttribute('data-carry') || '').split(' ').forEach(function (name) {
        var value = search.get(name);
        if (value !== null && !url.searchParams.has(name)) url.searchParams.set(name, value);
      });
      link.setAttribute('href', url.pathname + url.search + url.hash);
    });
  }

  // A product page's colour before the app runs: the address's (`?colour=&size=`, ignored unless it
  // names one of the radios) and each the visitor taps show at once what the app will show, so a
  // shared link never shows another colour first. Each colour radio carries its photos' addresses
  // without their widths (`data-photos`) and its sold-out sizes (`data-sold-out`).
  /** @type {HTMLInputElement | null} */
  var shownColour = null;
  var coloursSet = false;
  /**
   * Sets the address's colour and size once the parser has left their form (a radio checked
   * earlier would be unchecked by a later one the page marks checked); the gallery comes before it.
   * @param {boolean} parsed whether the whole page is parsed
   */
  function setColours(parsed) {
    if (coloursSet) return;
    var first = document.querySelector('#root input[name="colour"][data-photos]');
    var form = first && (first.closest('form') || first.parentNode);
    if (!form ? !parsed : !(parsed || left(form))) return;
    coloursSet = true;
    if (!form) return;
    var colourRadios = form.querySelectorAll('input[name="colour"][data-photos]');
    colourRadios.forEach(function (radio) {
      if (radio instanceof HTMLInputElement && radio.defaultChecked) shownColour = radio;
    });
    colourRadios.forEach(function (radio) {
      if (radio instanceof HTMLInputElement && radio.value === search.get('colour')) {
        radio.checked = true;
        showColour(radio);
      }
    });
    form.querySelectorAll('input[name="size"]').forEach(function (size) {
      if (size instanceof HTMLInputElement && size.value === search.get('size') && !size.disabled) size.checked = true;
    });
  }
  /** @param {HTMLInputElement} radio */
  function showColour(radio) {
    var from = shownColour;
    var root = rootElement();
    if (!from || radio === from || !root) return;
    shownColour = radio;
    var oldStems = (from.getAttribute('data-photos') || '').split(' ');
    var newStems = (radio.getAttribute('data-photos') || '').split(' ');
    var oldName = ' in ' + from.getAttribute('aria-label') + ',';
    var newName = ' in ' + radio.getAttribute('aria-label') + ',';
    root.querySelectorAll('.gallery img').forEach(function (img) {
      ['src', 'srcset', 'alt'].forEach(function (name) {
        var value = img.getAttribute(name);
        if (value === null) return;
        if (name === 'alt') value = value.split(oldName).join(newName);
        else oldStems.forEach(function (stem, index) {
          if (newStems[index]) value = /** @type {string} */ (value).split(stem + '-').join(newStems[index] + '-');
        });
        img.setAttribute(name, value);
      });
    });
    var soldOut = (radio.getAttribute('data-sold-out') || '').split(' ');
    root.querySelectorAll('input[name="size"]').forEach(function (size) {
      if (!(size instanceof HTMLInputElement)) return;
      size.disabled = soldOut.indexOf(size.value) >= 0;
      if (size.disabled) size.checked = false;
      size.setAttribute('aria-label', size.value + (size.disabled ? ', sold out' : ''));
    });
    var chosen = root.querySelector('.add-to-cart__chosen');
    if (chosen) chosen.textContent = radio.getAttribute('aria-label');
  }
  document.addEventListener('change', function (event) {
    var radio = event.target;
    if (shownColour && !ready() && radio instanceof HTMLInputElement && radio.name === 'colour' && radio.hasAttribute('data-photos')) showColour(radio);
  });

  document.addEventListener(
    'click',
    function (event) {
      if (ready() || !(event.target instanceof Element)) return;
      var found = event.target.closest('button[type="button"]');
      if (!(found instanceof HTMLButtonElement) || found.hasAttribute('popovertarget') || found.hasAttribute('commandfor')) return;
      var root = rootElement();
      if (!root || !root.contains(found)) return;
      stop(event);
      var button = found;
      hold(button, function () {
        if (button.isConnected) button.click();
      });
    },
    true,
  );

  document.addEventListener(
    'submit',
    function (event) {
      var target = event.target;
      if (ready() || !(target instanceof HTMLFormElement) || sendsItself(target)) return;
      stop(event);
      var form = target;
      if (addEarly(form)) return;
      var submitter = event instanceof SubmitEvent ? event.submitter : null;
      // A form sent twice while waiting is sent once: the visitor asked for one login.
      var again = held.some(function (entry) {
        return entry.control === form;
      });
      held = held.filter(function (entry) {
        return entry.control !== form;
      });
      hold(form, function () {
        unrecord(form);
        send(form, submitter);
      });
      // Only an add to cart is written down for the next page: never what a visitor typed into a
      // form the app sends (a checkout's name, mobile and address stay in the page).
      if (form.method !== 'get' || !form.hasAttribute('data-hold-until-ready')) return;
      record(form);
      if (!again) letGoLater(form, submitter);
    },
    true,
  );

  document.addEventListener(
    'toggle',
    function (event) {
      var popover = event.target;
      if (!(popover instanceof HTMLElement) || !popover.id || !('newState' in event)) return;
      var expanded = String(event.newState === 'open');
      document.querySelectorAll('[popovertarget="' + popover.id + '"]').forEach(function (button) {
        button.setAttribute('aria-expanded', expanded);
      });
    },
    true,
  );

  // A paste (or any text) longer than a field's maxlength is cut by the browser, silently: the field
  // is marked `data-cut`, and says so once the app runs (src/components/ui/field.tsx).
  document.addEventListener(
    'beforeinput',
    function (event) {
      var field = event.target;
      if (ready() || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || field.maxLength < 0 || !(event instanceof InputEvent)) return;
      var text = event.data || '';
      var length = (field instanceof HTMLTextAreaElement ? text.replace(/\r\n?/g, '\n') : text.replace(/[\r\n]/g, '')).length;
      var selected = Math.abs((field.selectionEnd || 0) - (field.selectionStart || 0));
      if (length && field.value.length - selected + length > field.maxLength) field.setAttribute('data-cut', '');
    },
    true,
  );

  /** @type {WeakMap<HTMLFormElement, number>} */
  var retries = new WeakMap();
  window.addEventListener('submit', function (event) {
    var target = event.target;
    if (!(target instanceof HTMLFormElement)) return;
    var form = target;
    if (event.defaultPrevented || worksWithoutApp(form)) {
      retries.delete(form);
      // The browser sends this one itself: the page is on its way out, and the app (should it
      // start meanwhile) must not act on the form as well.
      if (!event.defaultPrevented) form.setAttribute('data-sent', '');
      return;
    }
    event.preventDefault();
    var tries = (retries.get(form) || 0) + 1;
    retries.set(form, tries);
    if (tries > 50) return; // ten seconds: the visitor can send it again
    var submitter = event instanceof SubmitEvent ? event.submitter : null;
    setTimeout(function () {
      send(form, submitter);
    }, 200);
  });

  // If the app has not started `START_MS` after the page's scripts ran (one did not load: the
  // connection dropped), the page says so and offers to load them again in place, so nothing the
  // visitor typed is lost (a reload would lose it, and it is never copied into storage).
  var START_MS = 10000;
  /** @type {HTMLElement | null} */
  var failure = null;
  var attempts = 0;
  function watchStart() {
    setTimeout(function () {
      if (ready() || failure) return;
      failure = document.createElement('div');
      failure.className = 'start-failure';
      failure.setAttribute('role', 'alert');
      var text = document.createElement('p');
      text.textContent =
        attempts === 0
          ? 'The shop has not started on this page: part of it did not load (the connection may have dropped). What you typed is kept here.'
          : 'The shop still has not started. Check your connection and try again; if it goes on, copy what you typed, then reload the page.';
      var retry = document.createElement('button');
      retry.type = 'button';
      retry.className = 'btn btn--light btn--small';
      retry.textContent = 'Try again';
      retry.addEventListener('click', function () {
        attempts += 1;
        document.querySelectorAll('script[type="module"][src]').forEach(function (script) {
          var again = document.createElement('script');
          again.type = 'module';
          again.src = /** @type {HTMLScriptElement} */ (script).src.split('?')[0] + '?retry=' + attempts;
          document.head.appendChild(again);
        });
        if (failure) failure.remove();
        failure = null;
        watchStart();
      });
      failure.append(text, retry);
      document.body.appendChild(failure);
    }, START_MS);
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', watchStart);
  else watchStart();

  /** Once `#root` has `data-ready`, the held taps are carried out, in order. */
  var watchingReady = false;
  function watchReady() {
    var root = rootElement();
    if (watchingReady || !root) return;
    watchingReady = true;
    new MutationObserver(function (_records, observer) {
      if (!ready()) return;
      observer.disconnect();
      if (failure) failure.remove();
      if (added) added.remove(); // the app says what was added
      release(function () {
        return true;
      }).forEach(function (entry) {
        entry.run();
      });
    }).observe(root, { attributes: true, attributeFilter: ['data-ready'] });
  }

  /**
   * What this script does to the page, done to the parts the parser has reached: it runs before
   * `#root`, and each part is seen before it is first drawn (the parser's insertions are reported
   * at the end of its task, before the browser draws again).
   */
  function arrived() {
    var parsed = document.readyState !== 'loading';
    watchReady();
    writeCount(parsed);
    carry();
    setColours(parsed);
  }
  if (document.readyState === 'loading') {
    var parser = new MutationObserver(arrived);
    parser.observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', function () {
      parser.disconnect();
      arrived();
    });
  }

  try {
    showCount(itemCount(JSON.parse(localStorage.getItem('cart') || 'null')));
  } catch {
    // An unreadable cart: the header says what the page says until the app has read it.
  }
  arrived();
})();
