// Component tests of the apps: their providers (query client, memory router at a path) and i18n
// loading the shipped texts of the path's language, as the browser loads them.
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import type { ReactNode } from 'react';
import { i18n, initI18n, languageOfPath, useLanguageStore, type Namespace } from 'shared-i18n';
import { createQueryClient } from '../platform/query-client';
// The router itself, not the shared module (it has no memory history): tests run without federation,
// so this is the same react-router the apps' hooks use.
import { UNSAFE_createMemoryHistory, unstable_HistoryRouter as HistoryRouter, useRoutes } from 'react-router';
import { installTestNetwork, type TestBackend } from './test-network';

// Vitest has no global afterEach here, so Testing Library cannot unmount by itself.
afterEach(cleanup);

/** A route of the memory router, for screens that read their path's parameters. */
export interface TestRoute {
  path: string;
  element: ReactNode;
}

function TestRoutes({ routes }: { routes: TestRoute[] }) {
  return useRoutes(routes);
}

/**
 * Renders `element` (on every path) or `routes` at `pathname`; `namespaces` are loaded first (a
 * screen's own texts).
 */
export async function renderAt(
  pathname: string,
  element: ReactNode | readonly TestRoute[],
  backend: TestBackend = () => undefined,
  namespaces: readonly Namespace[] = [],
) {
  const language = languageOfPath(pathname);
  useLanguageStore.getState().setLanguage(language);
  installTestNetwork(backend);
  await initI18n({ language, baseUrl: () => '' });
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces([...namespaces]);
  const routes = Array.isArray(element) ? [...(element as readonly TestRoute[])] : [{ path: '*', element: element as ReactNode }];
  const history = UNSAFE_createMemoryHistory({ initialEntries: [pathname], v5Compat: true });
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <HistoryRouter history={history}>
        <TestRoutes routes={routes} />
      </HistoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, history, queryClient };
}
