import { createBrowserRouter } from 'shared-ui/router';
import { pageRoutes, type PageComponents } from 'shared-ui';
import { Layout } from '../components/layout';
import { NotFoundPage } from '../components/not-found-page';
import { RouteError } from '../components/route-error';

/** The shell's router over a page map: the federated pages, or (perf measurement) direct imports. */
export function createRouter(pages: PageComponents) {
  return createBrowserRouter([
    {
      element: <Layout />,
      errorElement: <RouteError />,
      children: [...pageRoutes(pages), { path: '*', element: <NotFoundPage /> }],
    },
  ]);
}
