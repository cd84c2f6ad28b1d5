import {
  Children,
  forwardRef,
  Fragment,
  isValidElement,
  useContext,
  useEffect,
  useMemo,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { RouteContext, useRouter, type NavigateOptions, type To } from './context';
import { matchRoutes, type RouteObject } from './match';
import { createPath, resolveTo } from './paths';
import { useLocation, useNavigate } from './routers';

/** The element of the route matching the address, each layout drawing its child in its Outlet; null when none does. */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const matches = useMemo(() => matchRoutes(routes, pathname), [routes, pathname]);
  if (!matches) return null;
  return matches.reduceRight<ReactNode>(
    (outlet, { route, params }) => (
      <RouteContext.Provider value={{ outlet, params }}>
        {route.element !== undefined ? route.element : outlet}
      </RouteContext.Provider>
    ),
    null,
  );
}

/** Where a layout route draws the page inside it. */
export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

interface RouteProps {
  path?: string;
  element?: ReactNode;
  children?: ReactNode;
}

/** A route declared in JSX, inside Routes (tests); it draws nothing itself. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

function routesFromChildren(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    if (child.type === Fragment) {
      routes.push(...routesFromChildren(child.props.children));
      return;
    }
    const { path, element, children: nested } = child.props;
    routes.push({ path, element, children: nested ? routesFromChildren(nested) : undefined });
  });
  return routes;
}

/** useRoutes over routes declared as Route children. */
export function Routes({ children }: { children?: ReactNode }) {
  return <>{useRoutes(routesFromChildren(children))}</>;
}

/** Goes to `to` once drawn (a guard's redirect). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const target = typeof to === 'string' ? to : createPath(to);
  useEffect(() => {
    navigate(target, { replace, state });
    // A redirect is decided by its target: a new state object on each render is the same redirect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [navigate, target, replace]);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  /** A plain link: the browser loads the page. */
  reloadDocument?: boolean;
}

const modified = (event: MouseEvent) => event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * An anchor whose plain left click navigates in the app; a click with a modifier, another button
 * or another target is the browser's. A link to where the page already is replaces that entry.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, reloadDocument, onClick, target, ...rest },
  ref,
) {
  const { location, navigate } = useRouter();
  const href = resolveTo(to, location);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || event.button !== 0 || modified(event)) return;
    if (target && target !== '_self') return;
    event.preventDefault();
    navigate(href, { replace: replace ?? createPath(location) === href, state });
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
});
