export { matchRoutes, type Params, type RouteMatch, type RouteObject } from './match';
export type { Location, NavigateFunction, NavigateOptions, To } from './context';
export { createPath, parsePath, resolveTo } from './paths';
export {
  BrowserRouter,
  MemoryRouter,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './routers';
export { Link, Navigate, Outlet, Route, Routes, useRoutes, type LinkProps } from './elements';
