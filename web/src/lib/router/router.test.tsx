import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  BrowserRouter,
  Link,
  matchRoutes,
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useParams,
  useSearchParams,
} from '.';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search + location.hash}</p>;
}

function State() {
  return <p data-testid="state">{JSON.stringify(useLocation().state)}</p>;
}

function Product() {
  return <h1>Product {useParams().id}</h1>;
}

describe('matchRoutes', () => {
  const table = [
    {
      children: [
        { path: '*', element: 'not found' },
        { path: '/', element: 'home' },
        { path: '/category/:category', element: 'category' },
        { path: '/category/new', element: 'new' },
        { children: [{ path: '/login', element: 'login' }] },
      ],
    },
  ];
  const leaf = (pathname: string) => matchRoutes(table, pathname)?.at(-1);

  it('takes the most specific route whatever the order: a static path, then a parameter, then the catch-all', () => {
    expect(leaf('/login')?.route.element).toBe('login');
    expect(leaf('/category/new')?.route.element).toBe('new');
    expect(leaf('/category/books')?.route.element).toBe('category');
    expect(leaf('/')?.route.element).toBe('home');
    expect(leaf('/no/such/page')?.route).toMatchObject({ element: 'not found' });
    expect(leaf('/no/such/page')?.params['*']).toBe('no/such/page');
  });

  it('gives the whole trail from the root, decoded parameters, any case and a trailing slash', () => {
    const matches = matchRoutes(table, '/Category/Home%20%26%20Garden/');
    expect(matches).toHaveLength(2);
    expect(matches?.[1].params).toEqual({ category: 'Home & Garden' });
    expect(leaf('/LOGIN/')?.route.element).toBe('login');
  });

  it('matches nothing without a catch-all', () => {
    expect(matchRoutes([{ path: '/' }], '/other')).toBeNull();
  });
});

describe('the router', () => {
  it('a plain click on a Link draws the page it names, with its parameters and state', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route
            path="/"
            element={
              <Link to="/product/7" state={{ from: 'home' }}>
                Open
              </Link>
            }
          />
          <Route path="/product/:id" element={<Product />} />
        </Routes>
        <Where />
        <State />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/product/7');
    fireEvent.click(screen.getByRole('link', { name: 'Open' }));
    expect(screen.getByRole('heading').textContent).toBe('Product 7');
    expect(screen.getByTestId('state').textContent).toBe('{"from":"home"}');
  });

  it('leaves a click with a modifier, or on a reloadDocument link, to the browser', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/a">A</Link>
        <Link to="/b" reloadDocument>
          B
        </Link>
        <Where />
      </MemoryRouter>,
    );
    // After the app's handler: whether it took the click, then no page load (jsdom has none).
    const taken: boolean[] = [];
    const record = (event: MouseEvent) => {
      taken.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    fireEvent.click(screen.getByRole('link', { name: 'A' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    fireEvent.click(screen.getByRole('link', { name: 'A' }), { button: 1 });
    document.removeEventListener('click', record);
    expect(taken).toEqual([false, false, false]);
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('useSearchParams sets the query and keeps the path', () => {
    function Filters() {
      const [params, setParams] = useSearchParams();
      return (
        <button
          type="button"
          onClick={() => setParams(new URLSearchParams({ sort: 'price', page: params.get('page') ?? '1' }))}
        >
          Sort
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/category/books?page=2']}>
        <Filters />
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sort' }));
    expect(screen.getByTestId('where').textContent).toBe('/category/books?sort=price&page=2');
  });

  it('in the browser, a navigation is a history entry with its state, and going back draws the page before', async () => {
    window.history.replaceState(null, '', '/');
    render(
      <BrowserRouter>
        <Link to={{ pathname: '/search', search: 'query=coat' }} state={{ from: '/' }}>
          Search
        </Link>
        <Where />
        <State />
      </BrowserRouter>,
    );
    expect(screen.getByTestId('where').textContent).toBe('/');
    fireEvent.click(screen.getByRole('link', { name: 'Search' }));
    expect(window.location.pathname + window.location.search).toBe('/search?query=coat');
    expect(screen.getByTestId('where').textContent).toBe('/search?query=coat');
    expect(screen.getByTestId('state').textContent).toBe('{"from":"/"}');
    const length = window.history.length;
    // A link to where the page is replaces its entry rather than adding one.
    fireEvent.click(screen.getByRole('link', { name: 'Search' }));
    expect(window.history.length).toBe(length);

    await act(async () => {
      const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.back();
      await popped;
    });
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(screen.getByTestId('state').textContent).toBe('null');
  });
});
