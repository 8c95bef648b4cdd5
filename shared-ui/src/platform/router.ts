// The router API of every app, shared as one module ('shared-ui/router') instead of sharing
// react-router itself: a shared package is never tree-shaken, so sharing react-router shipped all
// of it (~61 kB gzip) to every visitor. Re-exporting only what the apps use lets the bundler drop
// the rest, and because this module is a singleton there is still exactly one router context.
// Apps import routing from here only; `config/mf-shared.test.ts` fails on a direct import.
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createBrowserRouter,
  createMemoryRouter,
  isRouteErrorResponse,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  RouterProvider,
  useSearchParams,
  type RouteObject,
} from 'react-router';
