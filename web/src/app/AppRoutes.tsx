import { useLocation, useRoutes } from '../lib/router';
import { ErrorScreen } from '../components/ErrorScreen';
import { ErrorBoundary } from '../lib/ErrorBoundary';
import { routes } from './routes';

/**
 * The route table (routes.tsx) matched against the browser's URL by the app's own router
 * (lib/router): the app uses no loaders, actions or fetchers, and react-router's code was about
 * 11 KiB (gzip) of every page's first download (the budget in docs/performance.md). The router has
 * no route errorElement, so the app's own error boundaries stand in: the layout's around every page (its top bar and footer
 * stay), and this one around the layout itself, which draws a plain top bar of its own. Going to
 * another page clears either.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return (
    <ErrorBoundary resetKey={pathname} fallback={(_error, reset) => <ErrorScreen withBar onRetry={reset} />}>
      {element}
    </ErrorBoundary>
  );
}
