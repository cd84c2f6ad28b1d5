import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

/** react-router's Link, for MUI's `component` prop (Button, Link, MenuItem...). */
export const RouterLink = forwardRef<HTMLAnchorElement, LinkProps>(function RouterLink(props, ref) {
  return <Link ref={ref} {...props} />;
});
