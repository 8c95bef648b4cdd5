// Component tests of the apps: their providers (query client, memory router at a path) and i18n
// loading the shipped texts of the path's language, as the browser loads them.
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { afterEach } from 'vitest';
import type { ReactNode } from 'react';
import { i18n, initI18n, languageOfPath, useLanguageStore, type Namespace } from 'shared-i18n';
import { createQueryClient } from '../platform/query-client';
import { createMemoryRouter, RouterProvider } from '../platform/router';
import { installTestNetwork, type TestBackend } from './test-network';

// Vitest has no global afterEach here, so Testing Library cannot unmount by itself.
afterEach(cleanup);

/** A route of the memory router, for screens that read their path's parameters. */
export interface TestRoute {
  path: string;
  element: ReactNode;
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
  const router = createMemoryRouter(routes, { initialEntries: [pathname] });
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
