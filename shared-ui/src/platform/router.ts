// The router API of every app, shared as one module ('shared-ui/router') instead of sharing
// react-router itself: a shared package is never tree-shaken, so sharing react-router shipped all
// of it (~61 kB gzip) to every visitor. Re-exporting only what the apps use lets the bundler drop
// the rest, and because this module is a singleton there is still exactly one router context.
// Apps import routing from here only; `config/mf-shared.test.ts` fails on a direct import.
// The declarative router, not the data router (createBrowserRouter/RouterProvider): that one cost
// ~16 kB gzip more on every page (issue #29); its blocker is ours (use-blocker.ts).
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
  type RouteObject,
} from 'react-router';
export { browserHistory } from './browser-history';
export { useBlocker } from './use-blocker';
