import { useMemo } from 'react';
import { useRoutes, type RouteObject } from 'shared-ui/router';
import { pageRoutes, type PageComponents } from 'shared-ui';
import { Layout } from './layout';
import { NotFoundPage } from '@/components/not-found-page';
import { RouteErrorBoundary } from '@/components/route-error';

/** The shell's routes over a page map: the federated pages, or (perf measurement) direct imports. */
function appRoutes(pages: PageComponents): RouteObject[] {
  return [{ element: <Layout />, children: [...pageRoutes(pages), { path: '*', element: <NotFoundPage /> }] }];
}

/** The page at the router's location. The browser (app.tsx) and the build-time renderer
 *  (server/index.tsx) render it inside their own router. */
export function AppRoutes({ pages }: { pages: PageComponents }) {
  const routes = useMemo(() => appRoutes(pages), [pages]);
  const page = useRoutes(routes);
  return <RouteErrorBoundary>{page}</RouteErrorBoundary>;
}
