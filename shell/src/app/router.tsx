import { createBrowserRouter } from 'react-router-dom';
import { pageRoutes } from 'shared-ui';
import { Layout } from '../components/layout';
import { NotFoundPage } from '../components/not-found-page';
import { RouteError } from '../components/route-error';
import { shellPages } from './pages';

export function createRouter() {
  return createBrowserRouter([
    {
      element: <Layout />,
      errorElement: <RouteError />,
      children: [...pageRoutes(shellPages), { path: '*', element: <NotFoundPage /> }],
    },
  ]);
}
