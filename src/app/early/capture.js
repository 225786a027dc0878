// @ts-check
/**
 * Holds the visitor's taps until the app is ready. Inlined (minified) into every page right
 * after #root by vite.config.ts and allowed by its CSP hash, so it runs before first paint.
 *
 * Links and the GET forms (shop search, add to cart, quick add) work in plain HTML and are left
 * alone, as is the menu (a native popover). Everything else needs the app: a script-only button
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
 * the app will give it: the prerendered HTML serves every `?from=` and cannot know it.
 */
(function () {
  var root = document.getElementById('root');
  if (!root) return;
  /** @type {{ control: Element, run: () => void }[]} */
  var held = [];
  /** @type {HTMLElement | null} */
  var sign = null;

  function ready() {
    return !root || root.hasAttribute('data-ready');
  }

  /** @param {HTMLFormElement} form */
  function sendsItself(form) {
    return form.method === 'get' && form.hasAttribute('action');
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
  root.querySelectorAll('a[data-carry]').forEach(function (link) {
    if (!(link instanceof HTMLAnchorElement)) return;
    var url = new URL(link.href);
    (link.getAttribute('data-carry') || '').split(' ').forEach(function (name) {
      var value = search.get(name);
      if (value !== null && !url.searchParams.has(name)) url.searchParams.set(name, value);
    });
    link.setAttribute('href', url.pathname + url.search + url.hash);
  });

  document.addEventListener(
    'click',
    function (event) {
      if (ready() || !(event.target instanceof Element)) return;
      var found = event.target.closest('button[type="button"]');
      if (!(found instanceof HTMLButtonElement) || found.hasAttribute('popovertarget') || !root || !root.contains(found)) return;
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
      var submitter = event instanceof SubmitEvent ? event.submitter : null;
      // A form sent twice while waiting is sent once: the visitor asked for one login.
      held = held.filter(function (entry) {
        return entry.control !== form;
      });
      hold(form, function () {
        send(form, submitter);
      });
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

  /** @type {WeakMap<HTMLFormElement, number>} */
  var retries = new WeakMap();
  window.addEventListener('submit', function (event) {
    var target = event.target;
    if (!(target instanceof HTMLFormElement)) return;
    var form = target;
    if (event.defaultPrevented || sendsItself(form)) {
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

  new MutationObserver(function (_records, observer) {
    if (!ready()) return;
    observer.disconnect();
    var taps = held;
    held = [];
    taps.forEach(function (entry) {
      entry.control.removeAttribute('aria-busy');
    });
    if (sign) sign.remove();
    sign = null;
    taps.forEach(function (entry) {
      entry.run();
    });
  }).observe(root, { attributes: true, attributeFilter: ['data-ready'] });
})();
