import { createBrowserRouter, type RouteObject } from 'shared-ui/router';
import { pageRoutes, type PageComponents } from 'shared-ui';
import { Layout } from './layout';
import { NotFoundPage } from '../components/not-found-page';
import { RouteError } from '../components/route-error';

/** The shell's routes over a page map: the federated pages, or (perf measurement) direct imports.
 *  The browser's router and the build-time renderer (shell/src/server.tsx) use the same table. */
export function appRoutes(pages: PageComponents): RouteObject[] {
  return [
    {
      element: <Layout />,
      errorElement: <RouteError />,
      children: [...pageRoutes(pages), { path: '*', element: <NotFoundPage /> }],
    },
  ];
}

export const createRouter = (pages: PageComponents) => createBrowserRouter(appRoutes(pages));
