import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './router';

function Where() {
  const { pathname, search } = useLocation();
  const params = useParams();
  return <output data-testid="where">{`${pathname}${search} ${JSON.stringify(params)}`}</output>;
}

describe('matchPath', () => {
  it('matches static segments, params and a trailing splat, case-insensitively, ignoring a trailing slash', () => {
    expect(matchPath('/app/ask/:uuid', '/app/ask/x1')).toEqual({ params: { uuid: 'x1' }, score: 26 });
    expect(matchPath('/app/ask', '/APP/ask/')).toEqual({ params: {}, score: 22 });
    expect(matchPath('/app/ask', '/app/ask/x1')).toBeNull();
    expect(matchPath('*', '/any/thing')).toEqual({ params: { '*': 'any/thing' }, score: -1 });
    expect(matchPath('/', '/')).toEqual({ params: {}, score: 0 });
  });
});

describe('Routes', () => {
  it('renders the best-ranked route, whatever the order, with its params', () => {
    render(
      <MemoryRouter initialEntries={['/app/ask/abc?x=1']}>
        <Routes>
          <Route path="*" element={<p>not found</p>} />
          <Route path="/app/:tool/:id" element={<Where />} />
          <Route path="/app/ask/:uuid" element={<Where />} />
          <>
            <Route path="/app/ask" element={<p>new</p>} />
          </>
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('where').textContent).toBe('/app/ask/abc?x=1 {"uuid":"abc"}');
  });

  it('navigates, redirects with Navigate, and reads and sets the query', () => {
    function Page() {
      const navigate = useNavigate();
      const [params, setParams] = useSearchParams();
      return (
        <>
          <Where />
          <span data-testid="q">{params.get('q') ?? ''}</span>
          <button type="button" onClick={() => navigate('/b?q=1')}>
            b
          </button>
          <button type="button" onClick={() => setParams({ q: '2' }, { replace: true })}>
            q
          </button>
          <button type="button" onClick={() => navigate(-1)}>
            back
          </button>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<Navigate to="/a" replace />} />
          <Route path="/a" element={<Page />} />
          <Route path="/b" element={<Page />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('where').textContent).toBe('/a {}');
    fireEvent.click(screen.getByText('b'));
    expect(screen.getByTestId('q').textContent).toBe('1');
    fireEvent.click(screen.getByText('q'));
    expect(screen.getByTestId('where').textContent).toBe('/b?q=2 {}');
    fireEvent.click(screen.getByText('back'));
    expect(screen.getByTestId('where').textContent).toBe('/a {}');
  });

  it('BrowserRouter: links carry the basename, a plain click navigates without a page load, back follows popstate', () => {
    window.history.replaceState(null, '', '/es/app');
    render(
      <BrowserRouter basename="/es">
        <Link to="/app/ask">ask</Link>
        <Routes>
          <Route path="/app" element={<p>home</p>} />
          <Route path="/app/ask" element={<Where />} />
        </Routes>
      </BrowserRouter>,
    );
    const link = screen.getByText('ask');
    expect(link.getAttribute('href')).toBe('/es/app/ask');
    fireEvent.click(link);
    expect(window.location.pathname).toBe('/es/app/ask');
    expect(screen.getByTestId('where').textContent).toBe('/app/ask {}');
    act(() => {
      window.history.replaceState(null, '', '/es/app');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('home')).toBeTruthy();
  });
});
