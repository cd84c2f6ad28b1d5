import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { useHydrationCommitted } from '../lib/hydration';

/**
 * react-router's Link, for MUI's `component` prop (Button, Link, MenuItem...). Until a
 * server-rendered page has hydrated, the router cannot navigate yet (it ignores a navigation before
 * its effects have run): a click that early is a plain link, and the server renders the next page.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink(props, ref) {
  const ready = useHydrationCommitted();
  return <Link ref={ref} {...props} reloadDocument={props.reloadDocument || !ready} />;
});
