import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { offlineState, OfflineStatePersistence } from '../lib/offline/offline-state-persistence';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    // The signed-in user's last saved state, before the first render: offline, pages open with it.
    offlineState.restore(client);
    return client;
  });
  const [router] = useState(createAppRouter);
  return (
    <Providers queryClient={queryClient}>
      <OfflineStatePersistence />
      <RouterProvider router={router} />
    </Providers>
  );
}
