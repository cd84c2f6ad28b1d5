import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, useRoutes, type Location } from 'react-router-dom';
import { CenteredMessage } from '../components/CenteredMessage';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { routes } from './routes';

/**
 * The route table (routes.tsx) matched against the browser's URL. A declarative router
 * (BrowserRouter + useRoutes) rather than a data router (createBrowserRouter): the app uses no
 * loaders, actions or fetchers, and the data router's code was 16 KiB (gzip) of every page's first
 * download (the budget in docs/performance.md). What the data router gave for free, an error screen when a page
 * throws (a failed lazy chunk after a deploy, a bug), is RouteErrorBoundary below.
 */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary location={location}>{element}</RouteErrorBoundary>;
}

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  location: Location;
}

/** What a page threw, in words: an Error's message, anything else as String() writes it. */
function thrownMessage(thrown: unknown): string {
  return thrown instanceof Error ? thrown.message : String(thrown);
}

/** A page that threw: what happened and a way out; going to another page clears it. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { error: null, location: props.location };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed to render', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const message = thrownMessage(error);
    return (
      <CenteredMessage as="main" minHeight="60vh">
        <Typography variant="h2" component="h1">
          Unexpected Application Error!
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 520, overflowWrap: 'anywhere' }}>
          {message}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </CenteredMessage>
    );
  }
}
