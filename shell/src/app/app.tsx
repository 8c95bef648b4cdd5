import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { browserHistory, HistoryRouter } from 'shared-ui/router';
import { createQueryClient, type PageComponents } from 'shared-ui';
import { wantChromeOnNavigation } from './deferred-chrome';
import { AppRoutes } from './router';

/** What the browser renders and the build-time renderer renders with its own router (server.tsx). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

export function App({ pages, queryClient: given }: { pages: PageComponents; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const history = browserHistory();
  useEffect(() => wantChromeOnNavigation(history), [history]);
  return (
    <AppProviders queryClient={queryClient}>
      <HistoryRouter history={history}>
        <AppRoutes pages={pages} />
      </HistoryRouter>
    </AppProviders>
  );
}
