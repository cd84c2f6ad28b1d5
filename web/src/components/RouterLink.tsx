import { forwardRef } from 'react';
import { Link, type LinkProps } from '../lib/router';
import { useHydrationCommitted } from '../lib/hydration';

/**
 * The router's Link (lib/router), for MUI's `component` prop (Button, Link, MenuItem...). Until a
 * server-rendered page has hydrated, the app cannot draw the next page yet: a click that early is a plain link, and the server renders the next page.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink(props, ref) {
  const ready = useHydrationCommitted();
  return <Link ref={ref} {...props} reloadDocument={props.reloadDocument || !ready} />;
});
