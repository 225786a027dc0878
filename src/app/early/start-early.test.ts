import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { products } from '@/features/catalogue';
import { cartActions, connectCart, currentCart, itemCount, MAX_QUANTITY, sizes, type CartLine } from '@/features/cart';
import { MAX_COLOUR_LENGTH } from '@/features/cart/cart-persistence';
import { createMemoryStore, createStorageAdapter, storage } from '@/lib/storage';
import { resetStores } from '@/test/stores';
import { startColours } from './start-colours';
import { startEarly } from './start-early';
import { followEarlyAdds } from '../start';

/**
 * The early script (inlined into every page before first paint): taps on controls that need the
 * app are held, with a visible sign, and carried out once `#root` has `data-ready`.
 */
let abort = new AbortController();

/**
 * Runs the script with `abort` removing the listeners it adds to `document` and `window` after the
 * test; on a product page (`product`), its colour script too, as the prerenderer puts it after.
 */
function run(product = false) {
  const spies = ([document, window] as EventTarget[]).map((target) => {
    const add = target.addEventListener.bind(target);
    return vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) =>
      add(type, listener, { capture: options === true, signal: abort.signal }),
    );
  });
  startEarly();
  if (product) startColours();
  for (const spy of spies) spy.mockRestore();
}

/** A page parsed whole, `html` in its `#root`, and the script run on it. */
function page(html: string, product = false) {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  run(product);
  return document.getElementById('root')!;
}

/**
 * The script run where the page puts it, at the start of a body still arriving: `arrive` adds what
 * the parser reaches next (reported, as the parser's insertions are, before the browser draws
 * again), `parsed` ends the page (DOMContentLoaded).
 */
function parsing(product = false) {
  document.body.innerHTML = '';
  let state: DocumentReadyState = 'loading';
  const readyState = vi.spyOn(document, 'readyState', 'get').mockImplementation(() => state);
  run(product);
  return {
    arrive: async (html: string, into: Element = document.body) => {
      into.insertAdjacentHTML('beforeend', html);
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    parsed: () => {
      state = 'interactive';
      document.dispatchEvent(new Event('DOMContentLoaded'));
      readyState.mockRestore();
    },
  };
}

const ready = async (root: HTMLElement) => {
  root.setAttribute('data-ready', 'true');
  await new Promise((resolve) => setTimeout(resolve, 0)); // MutationObserver callbacks run as microtasks
};
const sign = () => document.querySelector('[role="status"].getting-ready');

beforeEach(() => {
  abort = new AbortController();
  sessionStorage.clear();
  document.body.innerHTML = '';
});
afterEach(() => {
  vi.restoreAllMocks();
  abort.abort();
  document.body.innerHTML = '';
});

describe('the early script (the page’s start-up before the app)', () => {
  it('holds a script-only button’s taps with a visible sign, then carries out each once the app is ready', async () => {
    const root = page('<button type="button">Switch theme</button>');
    const button = root.querySelector('button')!;
    button.click();
    button.click();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(sign()).toHaveTextContent('Getting ready…');

    // The app takes over and listens; the held taps reach it, in order, once.
    const seen: string[] = [];
    button.addEventListener('click', () => seen.push('tap'));
    expect(seen).toEqual([]);
    await ready(root);
    expect(seen).toEqual(['tap', 'tap']);
    expect(button).not.toHaveAttribute('aria-busy');
    expect(sign()).toBeNull();

    // Once ready, taps pass straight through.
    button.click();
    expect(seen).toHaveLength(3);
  });

  it('never lets the browser send an app form itself, and sends it once, with what was typed, when ready', async () => {
    const root = page(
      '<form method="post" aria-label="Login"><input name="password" type="password"><button type="submit">Login</button></form>',
    );
    const form = root.querySelector('form')!;
    const sent: string[] = [];
    let nativeSubmissions = 0;
    form.addEventListener('submit', (event) => {
      if (!event.defaultPrevented) nativeSubmissions++;
      event.preventDefault();
      sent.push(String(new FormData(form).get('password')));
    });

    root.querySelector('input')!.value = 'first try';
    form.requestSubmit();
    root.querySelector('input')!.value = 'kite-flying-42';
    form.requestSubmit(root.querySelector('button')!);
    expect(sent).toEqual([]);
    expect(nativeSubmissions).toBe(0);
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(sign()).not.toBeNull();

    await ready(root);
    expect(sent).toEqual(['kite-flying-42']);
    expect(form).not.toHaveAttribute('aria-busy');
  });

  it('stops an app form that no app code took even after the mark, and sends it again a moment later', async () => {
    const root = page('<form aria-label="Login"><input name="password" type="password" value="kite"></form>');
    await ready(root);
    const form = root.querySelector('form')!;
    let attempts = 0;
    let taken = 0;
    let sentByBrowser = 0;
    form.addEventListener('submit', () => {
      attempts++;
    });
    // The page's own code arrives after the first attempt, and takes the form from then on.
    const handler = (event: Event) => {
      if (attempts < 2) return;
      taken++;
      event.preventDefault();
    };
    form.addEventListener('submit', handler);
    const browser = (event: Event) => {
      if (!event.defaultPrevented) sentByBrowser++;
    };
    window.addEventListener('submit', browser);
    form.requestSubmit();
    await expect.poll(() => taken, { timeout: 2000 }).toBe(1);
    expect(attempts).toBe(2);
    window.removeEventListener('submit', browser);
    expect(sentByBrowser).toBe(0);
  });

  it('leaves links, GET forms the browser can send, the popover menu button and dialog commands alone', async () => {
    const root = page(
      '<form method="get" action="/shop"><button>Search</button></form>' +
        '<button type="button" popovertarget="site-menu">Menu</button><a href="/cart">Cart</a>' +
        '<button type="button" commandfor="size-chart" command="show-modal">Size chart</button>',
    );
    const form = root.querySelector('form')!;
    let submitted = 0;
    form.addEventListener('submit', (event) => {
      submitted++;
      event.preventDefault();
    });
    form.requestSubmit();
    expect(submitted).toBe(1);
    expect(form).not.toHaveAttribute('data-sent'); // the app took it

    // One the browser sends itself is marked, so an app starting meanwhile leaves it alone.
    const other = document.createElement('form');
    other.method = 'get';
    other.action = '/shop';
    root.append(other);
    other.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(other).toHaveAttribute('data-sent');

    let menuTaps = 0;
    root.querySelector('[popovertarget]')!.addEventListener('click', () => menuTaps++);
    (root.querySelector('[popovertarget]') as HTMLButtonElement).click();
    expect(menuTaps).toBe(1);

    let chartTaps = 0;
    const chart = root.querySelector<HTMLButtonElement>('[commandfor]')!;
    chart.addEventListener('click', () => chartTaps++);
    chart.click();
    expect(chartTaps).toBe(1);
    expect(chart).not.toHaveAttribute('aria-busy');

    let linkTaps = 0;
    const link = root.querySelector('a')!;
    link.addEventListener('click', (event) => {
      linkTaps++;
      event.preventDefault();
    });
    link.click();
    expect(linkTaps).toBe(1);
    expect(sign()).toBeNull();
  });

  it('holds an add to cart (a GET form marked to wait) for the app, which adds in place, once', async () => {
    const root = page(
      '<form method="get" action="/cart" data-hold-until-ready><input type="hidden" name="add" value="5"><button>Add to Cart</button></form>',
    );
    const form = root.querySelector('form')!;
    const added: string[] = [];
    let sentByBrowser = 0;
    const browser = (event: Event) => {
      if (!event.defaultPrevented) sentByBrowser++;
    };
    window.addEventListener('submit', browser);
    form.requestSubmit(root.querySelector('button')!);
    form.requestSubmit(root.querySelector('button')!); // a second tap while waiting: one add asked for
    expect(sentByBrowser).toBe(0);
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(sign()).toHaveTextContent('Getting ready…');

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      added.push(String(new FormData(form).get('add')));
    });
    // Written down for the next page, should the visitor move on first; removed as it is carried out.
    expect(JSON.parse(sessionStorage.getItem('held-adds')!)).toEqual([
      { id: expect.any(String), page: performance.timeOrigin, query: 'add=5' },
    ]);
    await ready(root);
    window.removeEventListener('submit', browser);
    expect(sessionStorage.getItem('held-adds')).toBeNull();
    expect(added).toEqual(['5']);
    expect(sentByBrowser).toBe(0);
    expect(form).not.toHaveAttribute('aria-busy');
    expect(sign()).toBeNull();
  });

  it('lets the browser send a held add to cart itself when the app has not started a while after the page’s scripts ran', async () => {
    vi.useFakeTimers();
    try {
      const root = page('<form method="get" action="/cart" data-hold-until-ready><button>Add to Cart</button></form><button type="button">Switch theme</button>');
      const form = root.querySelector('form')!;
      (root.querySelector('button[type="button"]') as HTMLButtonElement).click(); // another held tap
      let sentByBrowser = 0;
      const browser = (event: Event) => {
        if (!event.defaultPrevented) sentByBrowser++;
        event.preventDefault(); // jsdom cannot navigate
      };
      window.addEventListener('submit', browser);
      form.requestSubmit();
      vi.advanceTimersByTime(4900);
      expect(sentByBrowser).toBe(0);
      vi.advanceTimersByTime(200);
      window.removeEventListener('submit', browser);
      expect(sentByBrowser).toBe(1);
      expect(sessionStorage.getItem('held-adds')).toBeNull(); // the address carries it now
      expect(form).toHaveAttribute('data-sent');
      expect(form).not.toHaveAttribute('aria-busy');
      expect(sign()).not.toBeNull(); // the theme tap still waits for the app
    } finally {
      vi.useRealTimers();
    }
  });

  it('carries this address’s `from` onto a link marked for it, and nothing else', () => {
    window.history.replaceState(null, '', '/login?from=%2Fcart&other=1');
    try {
      const root = page(
        '<a data-carry="from" href="/signup">Create an account</a><a data-carry="from" href="/signup?from=%2Fshop">Kept</a><a href="/shop">Shop</a>',
      );
      const [carried, kept, plain] = [...root.querySelectorAll('a')];
      expect(carried).toHaveAttribute('href', '/signup?from=%2Fcart');
      expect(kept).toHaveAttribute('href', '/signup?from=%2Fshop');
      expect(plain).toHaveAttribute('href', '/shop');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('drops a held tap whose control the app no longer shows', async () => {
    const root = page('<button type="button">Remove</button>');
    const button = root.querySelector('button')!;
    button.click();
    let taps = 0;
    button.addEventListener('click', () => taps++);
    button.remove();
    await ready(root);
    expect(taps).toBe(0);
    expect(sign()).toBeNull();
  });

  it('writes down no detail typed into a form the app sends (a checkout), even one without a method', async () => {
    const root = page('<form><input name="name" value="Asha Sharma"><input name="mobile" value="9876543210"><button>Place order</button></form>');
    const form = root.querySelector('form')!;
    form.requestSubmit();
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(sessionStorage.length).toBe(0);
    expect(window.location.search).toBe('');
    let sent = 0;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sent += 1;
    });
    await ready(root);
    expect(sent).toBe(1);
    expect(sessionStorage.length).toBe(0);
  });

  it('marks a text field whose paste the browser cuts at its maxlength (silently), for the app to say so; once ready, the app does', async () => {
    const root = page('<textarea maxlength="10"></textarea><input maxlength="5"><textarea></textarea>');
    const [address, pin, notes] = [...root.querySelectorAll('textarea, input')] as (HTMLTextAreaElement | HTMLInputElement)[];
    const paste = (field: Element, data: string) => field.dispatchEvent(new InputEvent('beforeinput', { inputType: 'insertFromPaste', data, bubbles: true }));
    paste(address!, 'Flat 4B, MG Road');
    expect(address).toHaveAttribute('data-cut');
    // A one-line field drops line breaks: this fits. A field with no limit is never cut.
    paste(pin!, '40\r\n005');
    expect(pin).not.toHaveAttribute('data-cut');
    paste(notes!, 'x'.repeat(5000));
    expect(notes).not.toHaveAttribute('data-cut');
    await ready(root);
    paste(pin!, '4000500');
    expect(pin).not.toHaveAttribute('data-cut');
  });

  describe('a product page’s colour', () => {
    const productPage = `
      <div class="gallery"><img src="/p/front-400.webp" srcset="/p/front-200.webp 200w, /p/front-400.webp 400w" alt="Tee in White, front view">
        <img src="/p/back-400.webp" alt="Tee in White, back view"></div>
      <form>
        <span class="add-to-cart__chosen">White</span>
        <input type="radio" name="colour" value="white" aria-label="White" checked data-photos="/p/front /p/back" data-sold-out="">
        <input type="radio" name="colour" value="navy" aria-label="Navy" data-photos="/p/front-navy /p/back-navy" data-sold-out="Small XXL">
        ${['Small', 'Medium', 'XXL'].map((size) => `<input type="radio" name="size" value="${size}" aria-label="${size}">`).join('')}
      </form>`;
    const at = (address: string) => {
      window.history.replaceState(null, '', address);
      const root = page(productPage, true);
      const radio = (name: string, value: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`)!;
      return { root, radio, images: [...root.querySelectorAll('img')] };
    };
    afterEach(() => window.history.replaceState(null, '', '/'));

    it('shows the address’s colour at once: checked, named, its photos, its sold-out sizes, and the size asked for', () => {
      const { root, radio, images } = at('/sproduct/1?colour=navy&size=Medium');
      expect(radio('colour', 'navy')).toBeChecked();
      expect(images[0]).toHaveAttribute('src', '/p/front-navy-400.webp');
      expect(images[0]).toHaveAttribute('srcset', '/p/front-navy-200.webp 200w, /p/front-navy-400.webp 400w');
      expect(images[0]).toHaveAttribute('alt', 'Tee in Navy, front view');
      expect(images[1]).toHaveAttribute('src', '/p/back-navy-400.webp');
      expect(root.querySelector('.add-to-cart__chosen')).toHaveTextContent('Navy');
      expect(radio('size', 'Small')).toBeDisabled();
      expect(radio('size', 'Small')).toHaveAttribute('aria-label', 'Small, sold out');
      expect(radio('size', 'Medium')).toBeChecked();
    });

    it('is the product page’s own script: the early script every page runs leaves the colour to it', () => {
      window.history.replaceState(null, '', '/sproduct/1?colour=navy&size=Medium');
      const root = page(productPage);
      expect(root.querySelector('input[value="white"]')).toBeChecked();
      expect(root.querySelector('img')).toHaveAttribute('src', '/p/front-400.webp');
      expect(root.querySelector('input[value="Medium"]')).not.toBeChecked();
    });

    it('ignores an unknown colour, an unknown size and a size sold out in the colour shown', () => {
      const { radio, images } = at('/sproduct/1?colour=%3Cb%3E&size=Small');
      expect(radio('colour', 'white')).toBeChecked();
      expect(images[0]).toHaveAttribute('src', '/p/front-400.webp');
      expect(radio('size', 'Small')).toBeChecked();
      const odd = at('/sproduct/1?size=Huge');
      expect(odd.root.querySelectorAll('input:checked')).toHaveLength(1);
      const navy = at('/sproduct/1?colour=navy&size=XXL');
      expect(navy.radio('size', 'XXL')).not.toBeChecked();
      expect(navy.radio('size', 'XXL')).toBeDisabled();
    });

    it('follows a colour tapped before the app is ready, and back; once ready it leaves the page to the app', async () => {
      const { root, radio, images } = at('/sproduct/1');
      radio('size', 'XXL').click();
      radio('colour', 'navy').click();
      expect(images[0]).toHaveAttribute('src', '/p/front-navy-400.webp');
      expect(radio('size', 'XXL')).not.toBeChecked();
      radio('colour', 'white').click();
      expect(images[0]).toHaveAttribute('src', '/p/front-400.webp');
      expect(images[1]).toHaveAttribute('alt', 'Tee in White, back view');
      expect(radio('size', 'Small')).toBeEnabled();
      await ready(root);
      radio('colour', 'navy').click();
      expect(images[0]).toHaveAttribute('src', '/p/front-400.webp');
    });
  });

  describe('a quick add (a form marked `data-adds-early`)', () => {
    const tee = products[0]!;
    const colour = tee.colours[0]!.id;
    const quickAdd = (id: number | string = tee.id, more = '') =>
      `<a class="cart-link" aria-label="Cart, 0 items" href="/cart"><span class="cart-link__count" data-empty="true">0</span></a>` +
      `<form method="get" action="/cart" data-hold-until-ready data-adds-early${more}><input type="hidden" name="add" value="${id}"><input type="hidden" name="colour" value="${colour}">` +
      `<input type="hidden" name="size" value="Large"><input type="hidden" name="qty" value="1"><button type="submit">Add</button></form>`;
    const storedCart = () => JSON.parse(localStorage.getItem('cart') ?? 'null') as { version: number; lines: unknown[]; changes: Record<string, number> } | null;
    const label = () => document.querySelector('.cart-link')!.getAttribute('aria-label');
    const tap = (root: HTMLElement) => {
      const form = root.querySelector('form')!;
      const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: form.querySelector('button') });
      form.dispatchEvent(submit);
      return submit;
    };
    const told = () => JSON.parse(sessionStorage.getItem('early-adds') ?? '[]') as unknown[];

    beforeEach(() => {
      localStorage.clear();
      document.documentElement.removeAttribute('data-cart-filled');
    });

    it.each(sizes)('adds in every size the app sells (%s), up to the most per line, and holds one more', (size) => {
      const root = page(quickAdd(tee.id).replace('value="Large"', `value="${size}"`).replace('name="qty" value="1"', `name="qty" value="${MAX_QUANTITY}"`));
      expect(tap(root).defaultPrevented).toBe(true);
      expect(storedCart()!.lines).toEqual([{ productId: tee.id, colour, size, quantity: MAX_QUANTITY }]);
      expect(label()).toBe(`Cart, ${MAX_QUANTITY} items`);
      tap(root);
      expect(storedCart()!.lines).toEqual([{ productId: tee.id, colour, size, quantity: MAX_QUANTITY }]);
      expect(root.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    });

    it('adds with a colour id of up to 60 characters, and holds one of 61 for the app', () => {
      const named = (id: string) => page(quickAdd().replace(`name="colour" value="${colour}"`, `name="colour" value="${id}"`));
      tap(named('a'.repeat(MAX_COLOUR_LENGTH)));
      expect(storedCart()!.lines).toHaveLength(1);
      localStorage.clear();
      const long = named('a'.repeat(MAX_COLOUR_LENGTH + 1));
      tap(long);
      expect(localStorage.getItem('cart')).toBeNull();
      expect(long.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    });

    it('adds to a stored cart whose change times are text, reading them as none, as the app does', () => {
      localStorage.setItem('cart', JSON.stringify({ version: 2, lines: [], coupon: null, changes: 'yesterday' }));
      tap(page(quickAdd()));
      expect(storedCart()).toMatchObject({ lines: [{ productId: tee.id, colour, size: 'Large', quantity: 1 }], changes: { [`${tee.id}:${colour}:Large`]: expect.any(Number) } });
      expect(label()).toBe('Cart, 1 item');
    });

    it('adds the line to the stored cart at once, says the count in the header and that it is added, and writes down what it did', async () => {
      const root = page(quickAdd());
      const started = Date.now();
      const submit = tap(root);
      expect(submit.defaultPrevented).toBe(true); // not sent to the cart page
      const cart = storedCart()!;
      expect(cart).toMatchObject({ version: 2, lines: [{ productId: tee.id, colour, size: 'Large', quantity: 1 }], coupon: null });
      expect(cart.changes[`${tee.id}:${colour}:Large`]).toBeGreaterThanOrEqual(started);
      expect(label()).toBe('Cart, 1 item');
      expect(document.querySelector('.cart-link__count')).toHaveTextContent('1');
      expect(document.documentElement).toHaveAttribute('data-cart-filled');
      expect(document.querySelector('[role="status"].getting-ready')).toHaveTextContent('Added to your cart.');
      expect(root.querySelector('form')).not.toHaveAttribute('aria-busy');
      expect(told()).toEqual([{ page: performance.timeOrigin, productId: tee.id, colour, size: 'Large', kind: 'added', added: 1, quantity: 1 }]);

      // A second tap adds another; the app, once ready, says it (the sign goes) and adds nothing more.
      tap(root);
      expect(storedCart()!.lines).toEqual([{ productId: tee.id, colour, size: 'Large', quantity: 2 }]);
      expect(label()).toBe('Cart, 2 items');
      expect(told()).toHaveLength(2);
      await ready(root);
      expect(document.querySelector('[role="status"].getting-ready')).toBeNull();
      expect(storedCart()!.lines).toEqual([{ productId: tee.id, colour, size: 'Large', quantity: 2 }]);
    });

    it('keeps the rest of the stored cart as it was, and counts only lines the page can count', () => {
      const other = { productId: products[1]!.id, colour: products[1]!.colours[0]!.id, size: 'Small', quantity: 3 };
      localStorage.setItem('cart', JSON.stringify({ version: 2, lines: [other, { productId: 99999, colour: 'x', size: 'Small', quantity: 4 }], coupon: 'DIWALI10', changes: { old: 5 } }));
      tap(page(quickAdd()));
      const cart = storedCart()!;
      expect(cart.lines).toEqual([other, { productId: 99999, colour: 'x', size: 'Small', quantity: 4 }, { productId: tee.id, colour, size: 'Large', quantity: 1 }]);
      expect(cart).toMatchObject({ coupon: 'DIWALI10', changes: { old: 5 } });
      expect(label()).toBe('Cart, 4 items');
    });

    it('counts as a page opened on the cart counts it and the app does: lines of one colour and size together, at most 10', () => {
      const twice = { productId: products[1]!.id, colour: products[1]!.colours[0]!.id, size: 'Small', quantity: 6 };
      localStorage.setItem('cart', JSON.stringify({ version: 2, lines: [twice, twice], coupon: null }));
      tap(page(quickAdd()));
      expect(label()).toBe(`Cart, ${MAX_QUANTITY + 1} items`);
      // The next page, opened on the cart as now stored, says the same.
      page(quickAdd());
      expect(label()).toBe(`Cart, ${MAX_QUANTITY + 1} items`);
    });

    it.each([
      ['a line already at the most', () => localStorage.setItem('cart', JSON.stringify({ version: 2, lines: [{ productId: tee.id, colour, size: 'Large', quantity: MAX_QUANTITY }], coupon: null }))],
      ['a line stored as more than the most (the app reads it as 10)', () => localStorage.setItem('cart', JSON.stringify({ version: 2, lines: [{ productId: tee.id, colour, size: 'Large', quantity: 15 }], coupon: null }))],
      ['a line whose quantity the app cannot read ("5", which the app sets aside)', () => localStorage.setItem('cart', JSON.stringify({ version: 2, lines: [{ productId: tee.id, colour, size: 'Large', quantity: '5' }], coupon: null }))],
      ['a stored cart it cannot read', () => localStorage.setItem('cart', '{not json')],
      ['a cart stored before colours (the app upgrades it)', () => localStorage.setItem('cart', JSON.stringify({ version: 1, lines: [], coupon: null }))],
      ['storage that refuses the write', () => vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => { throw new DOMException('full', 'QuotaExceededError'); })],
    ])('holds the tap for the app instead with %s', async (_case, arrange) => {
      const root = page(quickAdd());
      arrange();
      const before = localStorage.getItem('cart');
      tap(root);
      vi.restoreAllMocks();
      expect(localStorage.getItem('cart')).toBe(before);
      expect(label()).toBe('Cart, 0 items');
      expect(root.querySelector('form')).toHaveAttribute('aria-busy', 'true');
      expect(sign()).toHaveTextContent('Getting ready…');
    });

    it('holds a quick add for a product the catalogue does not have, or a form not marked to add early', () => {
      const unknown = page(quickAdd(99999));
      tap(unknown);
      expect(localStorage.getItem('cart')).toBeNull();
      expect(unknown.querySelector('form')).toHaveAttribute('aria-busy', 'true');

      const unmarked = page(quickAdd(tee.id).replace(' data-adds-early', ''));
      tap(unmarked);
      expect(localStorage.getItem('cart')).toBeNull();
      expect(unmarked.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    });

    describe('the product page’s Add to Cart (marked `data-adds-early="form"`)', () => {
      const trio = products.find((candidate) => candidate.colours.length > 1 && candidate.colours[1]!.soldOut.length > 0)!;
      const [first, second] = trio.colours as [(typeof trio.colours)[0], (typeof trio.colours)[0]];
      const soldOut = second.soldOut[0]!;
      const inStock = sizes.find((size) => !second.soldOut.includes(size))!;
      const productForm = () =>
        `<a class="cart-link" aria-label="Cart, 0 items" href="/cart"><span class="cart-link__count" data-empty="true">0</span></a>` +
        `<form method="get" action="/cart" data-hold-until-ready data-adds-early="form"><input type="hidden" name="add" value="${trio.id}">` +
        [first, second].map((colour, index) => `<input type="radio" name="colour" value="${colour.id}"${index === 0 ? ' checked' : ''} data-photos="" data-sold-out="${colour.soldOut.join(' ')}">`).join('') +
        sizes.map((size) => `<input type="radio" name="size" value="${size}">`).join('') +
        `<input type="number" name="qty" value="1"><button type="submit">Add to Cart</button></form>`;
      const choose = (root: HTMLElement, colour: string, size: string, quantity: string) => {
        root.querySelector<HTMLInputElement>(`input[name="colour"][value="${colour}"]`)!.checked = true;
        root.querySelector<HTMLInputElement>(`input[name="size"][value="${size}"]`)!.checked = true;
        root.querySelector<HTMLInputElement>('input[name="qty"]')!.value = quantity;
      };

      it('adds the colour, size and quantity the visitor chose at once, and writes down that its form says it', () => {
        const root = page(productForm());
        choose(root, second.id, inStock, '3');
        expect(tap(root).defaultPrevented).toBe(true);
        expect(storedCart()!.lines).toEqual([{ productId: trio.id, colour: second.id, size: inStock, quantity: 3 }]);
        expect(label()).toBe('Cart, 3 items');
        expect(sign()).toHaveTextContent('Added to your cart.');
        expect(told()).toEqual([{ page: performance.timeOrigin, productId: trio.id, colour: second.id, size: inStock, kind: 'added', added: 3, quantity: 3, from: 'form' }]);
      });

      it.each([
        ['a size sold out in the chosen colour', soldOut, '1'],
        ['a quantity over the most', inStock, '11'],
        ['a quantity that is not whole', inStock, '1.5'],
        ['no quantity', inStock, ''],
      ])('holds the tap for the app, which says why, with %s', (_case, size, quantity) => {
        const root = page(productForm());
        choose(root, second.id, size, quantity);
        tap(root);
        expect(localStorage.getItem('cart')).toBeNull();
        expect(label()).toBe('Cart, 0 items');
        expect(root.querySelector('form')).toHaveAttribute('aria-busy', 'true');
        expect(sign()).toHaveTextContent('Getting ready…');
      });
    });

    it('is taken in by an app cart that read the stored one before (its one signal, the `early-adds` event): the app’s next add counts it', () => {
      const disconnect = connectCart(storage);
      const unfollow = followEarlyAdds(document);
      try {
        expect(currentCart().lines).toEqual([]);
        tap(page(quickAdd()));
        expect(currentCart().lines).toEqual([{ productId: tee.id, colour, size: 'Large', quantity: 1 }]);
        cartActions.add({ productId: tee.id, colour, size: 'Large' }, 1);
        expect(storedCart()!.lines).toEqual([{ productId: tee.id, colour, size: 'Large', quantity: 2 }]);
      } finally {
        unfollow();
        disconnect();
        cartActions.clear();
      }
    });
  });
  describe('the stored cart, counted before the app runs', () => {
    const counted = (stored: Record<string, string>) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
      document.documentElement.removeAttribute('data-cart-filled');
      const link = page('<a class="cart-link" aria-label="Cart, 0 items" href="/cart"><span class="cart-link__count" data-empty="true">0</span></a>').querySelector('a')!;
      return {
        label: link.getAttribute('aria-label'),
        count: link.textContent,
        filled: document.documentElement.hasAttribute('data-cart-filled'),
      };
    };
    /** A cart as the app stores it (version 2: lines with colours), or as it was stored before colours (version 1). */
    const cart = (lines: unknown[], version = 2) => JSON.stringify({ version, lines, coupon: null });
    afterEach(() => {
      localStorage.clear();
      document.documentElement.removeAttribute('data-cart-filled');
    });

    it('writes the stored item count into the cart link and marks the cart filled', () => {
      expect(counted({ cart: cart([{ productId: 1, colour: 'saffron', size: 'Small', quantity: 2 }, { productId: 7, colour: 'rust', size: 'XL', quantity: 1 }]) })).toEqual({
        label: 'Cart, 3 items',
        count: '3',
        filled: true,
      });
      expect(counted({ cart: cart([{ productId: 2, colour: 'navy', size: 'Medium', quantity: 1 }]) }).label).toBe('Cart, 1 item');
      expect(counted({ cart: cart([{ productId: 2, colour: 'navy', size: 'Medium', quantity: 10 }, ...products.slice(0, 10).map((tee) => ({ productId: tee.id, colour: 'x', size: 'XL', quantity: 10 }))]) }).count).toBe('99+');
    });

    it('counts a cart stored before colours (version 1) as the app reads it', () => {
      expect(counted({ cart: cart([{ productId: 1, size: 'Small', quantity: 2 }, { productId: 1, size: 'Small', quantity: 1 }], 1) }).label).toBe('Cart, 3 items');
    });

    it('counts the same product and size in two colours as two lines, each capped on its own', () => {
      const lines = [
        { productId: 8, colour: 'white', size: 'XL', quantity: 10 },
        { productId: 8, colour: 'black', size: 'XL', quantity: 10 },
        { productId: 8, colour: '', size: 'XL', quantity: 4 },
      ];
      expect(counted({ cart: cart(lines) }).label).toBe('Cart, 20 items');
    });

    it('counts as the app does: duplicate lines merged and capped at 10, unusable lines left out', () => {
      const lines = [
        { productId: 3, colour: 'sky-blue', size: 'XL', quantity: 7 },
        { productId: 3, colour: 'sky-blue', size: 'XL', quantity: 7 },
        { productId: 99, colour: 'sky-blue', size: 'XL', quantity: 4 },
        { productId: 4, colour: 'indigo', size: 'Huge', quantity: 4 },
        { productId: 5, colour: 'cream', size: 'Small', quantity: 2.5 },
        null,
      ];
      expect(counted({ cart: cart(lines) }).label).toBe('Cart, 10 items');
    });

    it.each([
      ['nothing stored', {}],
      ['an empty cart', { cart: cart([]) }],
      ['corrupt JSON', { cart: '{"version":1,' }],
      ['another version', { cart: JSON.stringify({ version: 3, lines: [{ productId: 1, colour: 'saffron', size: 'Small', quantity: 1 }] }) }],
      ['a version-2 line without a colour', { cart: cart([{ productId: 1, size: 'Small', quantity: 1 }]) }],
    ])('leaves the prerendered "0 items" as it is with %s', (_what, stored) => {
      expect(counted(stored)).toEqual({ label: 'Cart, 0 items', count: '0', filled: false });
    });
  });
  describe('the stored cart, read the same by this script and by the app', () => {
    /** What the header says before the app runs: the count this script writes into the cart link. */
    const countBefore = (stored: string | null) => {
      localStorage.clear();
      if (stored !== null) localStorage.setItem('cart', stored);
      document.documentElement.removeAttribute('data-cart-filled');
      const label = page('<a class="cart-link" aria-label="Cart, 0 items" href="/cart"><span class="cart-link__count" data-empty="true">0</span></a>')
        .querySelector('a')!
        .getAttribute('aria-label');
      return Number(/^Cart, (\d+) items?$/.exec(label ?? '')?.[1]);
    };
    /** What the app's cart holds once it has loaded the same stored value, and what it wrote back. */
    const readByApp = (stored: string | null) => {
      const memory = createMemoryStore(stored === null ? {} : { cart: stored });
      const disconnect = connectCart(createStorageAdapter({ backend: () => memory }));
      try {
        const { lines } = currentCart();
        return { lines, count: itemCount(lines), written: memory.data.get('cart') ?? null };
      } finally {
        disconnect();
        resetStores();
      }
    };
    afterEach(() => {
      localStorage.clear();
      document.documentElement.removeAttribute('data-cart-filled');
      resetStores();
    });

    const [a, b, c] = products as [(typeof products)[0], (typeof products)[0], (typeof products)[0]];
    const line = (tee: typeof a, size: string, quantity: unknown, colour: unknown = tee.colours[0]!.id) => ({ productId: tee.id, colour, size, quantity });
    const cartOf = (lines: unknown[], more: Record<string, unknown> = {}) => JSON.stringify({ version: 2, lines, coupon: null, ...more });
    const beforeColours = (lines: unknown[]) => JSON.stringify({ version: 1, lines, coupon: null });
    /** Two lines every case keeps: 5 items. */
    const good = [line(a, 'Small', 2), line(b, 'XL', 3)] as [CartLine, CartLine];
    const longColour = 'a'.repeat(MAX_COLOUR_LENGTH);

    it.each<[string, string | null, { quantity: unknown }[]]>([
      ['nothing stored', null, []],
      ['a quantity of 15 (read as the 10 a line can hold)', cartOf([line(a, 'Small', 15), good[1]]), [line(a, 'Small', 10), good[1]]],
      ['a quantity of 2.5', cartOf([...good, line(c, 'Large', 2.5)]), good],
      ['a quantity of 1.5', cartOf([line(c, 'Large', 1.5), ...good]), good],
      ['a quantity of "5" (text)', cartOf([line(c, 'Large', '5'), ...good]), good],
      ['a quantity of 0', cartOf([good[0], line(c, 'Large', 0), good[1]]), good],
      ['a quantity of null', cartOf([good[0], line(c, 'Large', null), good[1]]), good],
      ['a colour id of 61 characters', cartOf([...good, line(c, 'Large', 1, `${longColour}a`)]), good],
      ['a colour id of 60 characters (no colour of the shop’s: kept, marked)', cartOf([line(c, 'Large', 1, longColour)]), [line(c, 'Large', 1, longColour)]],
      ['a line without a colour', cartOf([{ productId: c.id, size: 'Large', quantity: 1 }, ...good]), good],
      ['a product id as text', cartOf([{ ...line(c, 'Large', 1), productId: String(c.id) }, ...good]), good],
      ['`changes` as text', cartOf(good, { changes: 'yesterday' }), good],
      ['a coupon that is not text', cartOf(good, { coupon: 10 }), good],
      ['a product the shop no longer sells', cartOf([{ productId: 99_999, colour: 'indigo', size: 'Small', quantity: 4 }, ...good]), good],
      ['a cart from before colours (each line in its product’s first colour)', beforeColours([{ productId: a.id, size: 'Small', quantity: 2 }, { productId: b.id, size: 'XL', quantity: 3 }]), good],
      [
        'a cart from before colours with a bad line',
        beforeColours([{ productId: a.id, size: 'Small', quantity: 2 }, { productId: c.id, size: 'Large', quantity: '5' }, { productId: b.id, size: 'XL', quantity: 3 }]),
        good,
      ],
      ['one bad line among good ones, and more', cartOf([good[0], line(c, 'Huge', 1), null, 'a line', good[1], line(c, 'Large', 0)]), good],
      ['the same line twice, 14 in all', cartOf([line(a, 'Small', 7), good[1], line(a, 'Small', 7)]), [line(a, 'Small', 10), good[1]]],
      ['a version the app does not know', JSON.stringify({ version: 3, lines: good, coupon: null }), []],
      ['lines that are no list', JSON.stringify({ version: 2, lines: {}, coupon: null }), []],
      ['text that is not JSON', '{"version":2,"lines":[', []],
    ])('%s: the header says the count the app’s cart then holds, and the good lines stay', (_case, stored, kept) => {
      const before = countBefore(stored);
      const app = readByApp(stored);
      expect(before).toBe(app.count);
      expect(app.lines).toEqual(kept);
      expect(app.count).toBe(kept.reduce((sum, { quantity }) => sum + Number(quantity), 0));
      // The next page, before the app, counts what the app wrote back the same.
      expect(countBefore(app.written)).toBe(app.count);
    });
  });
  describe('as the page arrives: the script runs before `#root`', () => {
    const cartLink = '<a class="cart-link" aria-label="Cart, 0 items" href="/cart"><span class="cart-link__count" data-empty="true">0</span></a>';
    afterEach(() => {
      localStorage.clear();
      document.documentElement.removeAttribute('data-cart-filled');
      window.history.replaceState(null, '', '/');
    });

    it('marks a stored cart at once; names the cart link as it arrives, and writes its badge once the parser has left it', async () => {
      localStorage.setItem('cart', JSON.stringify({ version: 2, lines: [{ productId: 1, colour: 'saffron', size: 'Small', quantity: 3 }], coupon: null }));
      const { arrive, parsed } = parsing();
      expect(document.documentElement).toHaveAttribute('data-cart-filled');
      await arrive(`<div id="root"><header>${cartLink}</header></div>`);
      const link = document.querySelector('.cart-link')!;
      expect(link).toHaveAttribute('aria-label', 'Cart, 3 items');
      // The parser may still be inside the badge: text written now would be joined by its own.
      expect(link.textContent).toBe('0');
      await arrive('<main><h1>Shop</h1></main>', document.getElementById('root')!);
      expect(link.textContent).toBe('3');
      expect(link.querySelector('span')).toHaveAttribute('data-empty', 'false');
      parsed();
    });

    it('writes the badge when the page ends with it', async () => {
      localStorage.setItem('cart', JSON.stringify({ version: 2, lines: [{ productId: 1, colour: 'saffron', size: 'Small', quantity: 2 }], coupon: null }));
      const { arrive, parsed } = parsing();
      await arrive(`<div id="root">${cartLink}</div>`);
      parsed();
      expect(document.querySelector('.cart-link')).toHaveTextContent('2');
    });

    it('holds a tap on the part drawn so far and carries it out once the app, started after the page ends, is ready', async () => {
      const { arrive, parsed } = parsing();
      await arrive('<div id="root"><button type="button">Switch theme</button></div>');
      const root = document.getElementById('root')!;
      const button = root.querySelector('button')!;
      const seen: string[] = [];
      button.click();
      expect(button).toHaveAttribute('aria-busy', 'true');
      expect(sign()).toHaveTextContent('Getting ready…');
      await arrive('<main></main>', root);
      parsed();
      button.addEventListener('click', () => seen.push('tap'));
      await ready(root);
      expect(seen).toEqual(['tap']);
      expect(sign()).toBeNull();
    });

    it('carries `from` onto a marked link as it arrives', async () => {
      window.history.replaceState(null, '', '/login?from=%2Fcart');
      const { arrive, parsed } = parsing();
      await arrive('<div id="root"><main></main></div>');
      await arrive('<a data-carry="from" href="/signup">Create an account</a>', document.querySelector('main')!);
      expect(document.querySelector('a')).toHaveAttribute('href', '/signup?from=%2Fcart');
      parsed();
    });

    it('picks the address’s colour once the parser has left its form, so a radio the page marks checked later does not undo it', async () => {
      window.history.replaceState(null, '', '/sproduct/1?colour=navy');
      const { arrive, parsed } = parsing(true);
      await arrive('<div id="root"><div class="gallery"><img src="/p/front-400.webp" alt="Tee in White, front view"></div><form></form></div>');
      const form = document.querySelector('form')!;
      await arrive('<input type="radio" name="colour" value="navy" aria-label="Navy" data-photos="/p/front-navy" data-sold-out="">', form);
      await arrive('<input type="radio" name="colour" value="white" aria-label="White" checked data-photos="/p/front" data-sold-out="">', form);
      await arrive('<p>Size chart</p>', document.getElementById('root')!);
      expect(form.querySelector('input[value="navy"]')).toBeChecked();
      expect(document.querySelector('img')).toHaveAttribute('src', '/p/front-navy-400.webp');
      parsed();
    });
  });
});
