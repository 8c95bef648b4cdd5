import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'shared-ui/router';
import { createQueryClient, type PageComponents } from 'shared-ui';
import { createRouter } from './router';

export function App({ pages }: { pages: PageComponents }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createRouter(pages));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
