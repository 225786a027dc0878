import { act, fireEvent, render, screen } from '@testing-library/react';
import { memo, Profiler, Suspense, use } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  matchRoutes,
  MemoryRouter,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  usePathname,
  useSearchParams,
} from './router';

const table = [
  { path: '/', name: 'home' },
  { path: '/shop', name: 'shop' },
  { path: '/sproduct/:id', name: 'product' },
  { path: '/orders', name: 'orders' },
  { path: '/orders/:number', name: 'order' },
  { path: '/orders/check', name: 'order-check' },
  { path: '*', name: 'not-found' },
];
const nameFor = (pathname: string) => matchRoutes(table, pathname)?.at(-1)?.route.name;

describe('matchRoutes: React Router’s ranking', () => {
  it('a static segment outranks a :param, whatever the order they are listed in; * is last', () => {
    expect(nameFor('/orders/check')).toBe('order-check');
    expect(nameFor('/orders/RNG-261125-ABCDEF')).toBe('order');
    expect(nameFor('/orders')).toBe('orders');
    expect(nameFor('/')).toBe('home');
    expect(nameFor('/nope')).toBe('not-found');
    expect(nameFor('/shop/extra')).toBe('not-found');
  });

  it('matches without regard to case or a trailing slash, and decodes params (a stray % as written)', () => {
    expect(nameFor('/Shop/')).toBe('shop');
    expect(matchRoutes(table, '/sproduct/a%20b')?.at(-1)?.params).toEqual({ id: 'a b' });
    expect(matchRoutes(table, '/sproduct/100%')?.at(-1)?.params).toEqual({ id: '100%' });
  });

  it('a layout route without a path holds its children, an index route its parent’s address', () => {
    type Named = { id: string; path?: string; index?: boolean; children?: Named[] };
    const routes: Named[] = [{ id: 'layout', children: [{ index: true, id: 'home' }, { path: 'shop', id: 'shop' }] }];
    expect(matchRoutes(routes, '/')?.map((match) => match.route.id)).toEqual(['layout', 'home']);
    expect(matchRoutes(routes, '/shop')?.at(-1)?.route.id).toBe('shop');
    expect(matchRoutes(routes, '/blog')).toBeNull();
  });
});

function Where() {
  const { pathname, search, hash, key, state } = useLocation();
  return (
    <output aria-label="where">
      {JSON.stringify({ at: `${pathname}${search}${hash}`, type: useNavigationType(), first: key === 'default', state })}
    </output>
  );
}
const where = () => JSON.parse(screen.getByRole('status', { name: 'where' }).textContent ?? '{}') as { at: string; type: string; first: boolean; state: unknown };

function Product() {
  const { id } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  return (
    <>
      <h1>Product {id}</h1>
      <p>Size {search.get('size') ?? 'none'}</p>
      <button type="button" onClick={() => setSearch({ size: 'XL' }, { replace: true })}>
        XL
      </button>
      <button type="button" onClick={() => navigate('/orders/RNG 1', { state: { placed: true } })}>
        Place
      </button>
    </>
  );
}

function Layout() {
  return (
    <>
      <nav>
        <NavLink to="/" end>
          Home
        </NavLink>
        <NavLink to="/shop">Shop</NavLink>
        <Link to="/sproduct/3?size=M">Tee 3</Link>
        <Link to="https://example.in/elsewhere">Elsewhere</Link>
      </nav>
      <main>
        <Outlet />
      </main>
      <Where />
    </>
  );
}

function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<h1>Home</h1>} />
        <Route path="/shop" element={<h1>Shop</h1>} />
        <Route path="/shop/:collection" element={<h1>Collection</h1>} />
        <Route path="/sproduct/:id" element={<Product />} />
        <Route path="/orders/:number" element={<OrderHeading />} />
        <Route path="*" element={<h1>Not found</h1>} />
      </Route>
    </Routes>
  );
}

function OrderHeading() {
  return <h1>Order {useParams().number}</h1>;
}

describe('the router, as a visitor moves through the shop', () => {
  it('renders the page for the address inside its layout; links go there in place, Back comes back', async () => {
    render(
      <MemoryRouter initialEntries={['/shop']}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Shop' })).toBeInTheDocument();
    expect(where()).toMatchObject({ at: '/shop', type: 'POP', first: true });
    fireEvent.click(screen.getByRole('link', { name: 'Tee 3' }));
    expect(await screen.findByRole('heading', { name: 'Product 3' })).toBeInTheDocument();
    expect(screen.getByText('Size M')).toBeInTheDocument();
    expect(where()).toMatchObject({ at: '/sproduct/3?size=M', type: 'PUSH', first: false });

    fireEvent.click(screen.getByRole('button', { name: 'XL' }));
    expect(await screen.findByText('Size XL')).toBeInTheDocument();
    expect(where()).toMatchObject({ at: '/sproduct/3?size=XL', type: 'REPLACE' });

    fireEvent.click(screen.getByRole('button', { name: 'Place' }));
    expect(await screen.findByRole('heading', { name: 'Order RNG 1' })).toBeInTheDocument();
    expect(where()).toMatchObject({ at: '/orders/RNG%201', type: 'PUSH', state: { placed: true } });
  });

  it('NavLink marks the page shown: "/" only itself with end, /shop its own pages too', async () => {
    render(
      <MemoryRouter initialEntries={['/shop/winter']}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Shop' })).not.toHaveAttribute('aria-current');
  });

  it('a click the browser should handle is left to it: modifier keys, another button, a link to another site', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <App />
      </MemoryRouter>,
    );
    const tee = screen.getByRole('link', { name: 'Tee 3' });
    expect(tee).toHaveAttribute('href', '/sproduct/3?size=M');
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(fireEvent.click(tee, modifier), JSON.stringify(modifier)).toBe(true); // not prevented
    }
    expect(fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }))).toBe(true);
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveAttribute('href', 'https://example.in/elsewhere');
    expect(where().at).toBe('/');
  });

  it('the prerenderer’s router renders one address and its params', () => {
    render(
      <StaticRouter location="/orders/RNG-261125-ABCDEF?x=1">
        <App />
      </StaticRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Order RNG-261125-ABCDEF' })).toBeInTheDocument();
    expect(where()).toMatchObject({ at: '/orders/RNG-261125-ABCDEF?x=1', first: true });
  });
});

/** Never settles: what a page's code or data still on its way looks like to React. */
const never = new Promise<never>(() => {});

/** A page that, asked to wait (`?wait`, or its other address), suspends inside its own boundary. */
function Waiting() {
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate('/shop?wait', { replace: true })}>
        Filter
      </button>
      <button type="button" onClick={() => navigate('/slow')}>
        Elsewhere
      </button>
      <Suspense fallback={<p>Updating</p>}>
        <WaitsFor asked={search.includes('wait')}>Results</WaitsFor>
      </Suspense>
    </>
  );
}

function WaitsFor({ asked, children }: { asked: boolean; children: string }) {
  if (asked) use(never);
  return <p>{children}</p>;
}

describe('how a navigation is drawn', () => {
  it('another page is drawn in a transition: the page shown stays while its code loads', async () => {
    render(
      <Suspense fallback={<p>Loading a page</p>}>
        <MemoryRouter initialEntries={['/shop']}>
          <Routes>
            <Route path="/shop" element={<Waiting />} />
            <Route path="/slow" element={<WaitsFor asked>Slow page</WaitsFor>} />
          </Routes>
        </MemoryRouter>
      </Suspense>,
    );
    expect(screen.getByText('Results')).toBeInTheDocument();
    // Another page whose code is on its way: the page shown stays, no fallback for the whole page.
    fireEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('Results')).toBeInTheDocument();
    expect(screen.queryByText('Loading a page')).toBeNull();
  });

  it('this page with another search (a filter, "Show more") is drawn at once, in the tap’s own frame', async () => {
    render(
      <MemoryRouter initialEntries={['/shop']}>
        <Routes>
          <Route path="/shop" element={<Waiting />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    // Drawn at once: what waits inside the page shows its own fallback, not the old results kept.
    expect(screen.getByText('Updating')).toBeVisible();
    expect(screen.getByText('Results')).not.toBeVisible();
  });
});

describe('a change of search or fragment on the page shown', () => {
  /** A card: memoised, with a link to a path (which needs nothing of the location) and one relative to it. */
  // The profiler inside the card: it reports a drawing of what is in the card only.
  let cardDrawings: number[] = [];
  const counted = () => cardDrawings.push(1);
  const Card = memo(function Card({ relative }: { relative: boolean }) {
    return (
      <Profiler id="card" onRender={counted}>
        {relative ? <Link to="#reviews">Reviews</Link> : <Link to="/sproduct/3">Tee 3</Link>}
      </Profiler>
    );
  });
  function Page({ relative }: { relative: boolean }) {
    const pathname = usePathname();
    const [search, setSearch] = useSearchParams();
    return (
      <>
        <h1>
          {pathname} {search.get('size') ?? 'any size'}
        </h1>
        <button type="button" onClick={() => setSearch({ size: 'M' })}>
          Medium
        </button>
        <Card relative={relative} />
      </>
    );
  }

  it('is drawn for the readers of the location only: a part that reads none of it is left alone', () => {
    cardDrawings = [];
    render(
      <MemoryRouter initialEntries={['/shop']}>
        <Routes>
          <Route path="/shop" element={<Page relative={false} />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(cardDrawings).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Medium' }));
    // The page read the new search; its path had not changed.
    expect(screen.getByRole('heading')).toHaveTextContent('/shop M');
    // Through the router's context, every link would be drawn again for every filter.
    expect(cardDrawings).toHaveLength(1);
  });

  it('a link relative to the location follows it', () => {
    cardDrawings = [];
    render(
      <MemoryRouter initialEntries={['/shop']}>
        <Routes>
          <Route path="/shop" element={<Page relative />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/shop#reviews');
    fireEvent.click(screen.getByRole('button', { name: 'Medium' }));
    expect(screen.getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/shop?size=M#reviews');
    expect(cardDrawings).toHaveLength(2);
  });

  it('stays on the page while another page’s code loads', async () => {
    render(
      <Suspense fallback={<p>Loading a page</p>}>
        <MemoryRouter initialEntries={['/shop']}>
          <Routes>
            <Route path="/shop" element={<Page relative={false} />} />
            <Route path="/slow" element={<WaitsFor asked>Slow page</WaitsFor>} />
          </Routes>
          <Where />
          <Go to="/slow" />
        </MemoryRouter>
      </Suspense>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Medium' }));
    expect(screen.getByRole('heading')).toHaveTextContent('/shop M');
    // Another page on its way: the page shown keeps its own search, not the address it started on.
    fireEvent.click(screen.getByRole('button', { name: 'Go to /slow' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('heading')).toHaveTextContent('/shop M');
    expect(where()).toMatchObject({ at: '/shop?size=M', type: 'PUSH' });
  });

  it('is not seen by the same page visited again', async () => {
    render(
      <MemoryRouter initialEntries={['/shop']}>
        <Routes>
          <Route path="/shop" element={<Page relative={false} />} />
          <Route path="/sproduct/:id" element={<Product />} />
        </Routes>
        <Where />
        <Go to="/shop" />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Medium' }));
    fireEvent.click(screen.getByRole('link', { name: 'Tee 3' }));
    expect(await screen.findByRole('heading', { name: 'Product 3' })).toBeInTheDocument();
    // The shop again, without a search: none of the last visit's.
    fireEvent.click(screen.getByRole('button', { name: 'Go to /shop' }));
    expect(await screen.findByRole('heading', { name: '/shop any size' })).toBeInTheDocument();
    expect(where()).toMatchObject({ at: '/shop', type: 'PUSH' });
  });
});

function Go({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      Go to {to}
    </button>
  );
}

describe('BrowserRouter: the address bar and the browser’s history', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('starts on the address shown with the key "default"; a link to that same address replaces the entry; Back is a POP', async () => {
    window.history.replaceState(null, '', '/shop');
    render(
      <BrowserRouter>
        <App />
      </BrowserRouter>,
    );
    expect(where()).toMatchObject({ at: '/shop', first: true, type: 'POP' });
    const entries = window.history.length;
    fireEvent.click(screen.getByRole('link', { name: 'Shop' }));
    expect(window.history.length).toBe(entries); // the same address: replaced, not added
    fireEvent.click(screen.getByRole('link', { name: 'Tee 3' }));
    expect(await screen.findByRole('heading', { name: 'Product 3' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/sproduct/3?size=M');
    expect(window.history.state).toMatchObject({ usr: null, idx: 1 });
    expect(window.history.length).toBe(entries + 1);

    // Back: the browser changes the address, then says so.
    act(() => {
      window.history.replaceState({ usr: null, key: 'default', idx: 0 }, '', '/shop');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('heading', { name: 'Shop' })).toBeInTheDocument();
    expect(where()).toMatchObject({ at: '/shop', type: 'POP', first: true });
  });
});
