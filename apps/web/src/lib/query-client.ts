import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notifyError } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    // `handlesError: true` tells the global handler that the caller shows the failure itself
    // (an inline alert, a field error), so no toast is added on top.
    queryMeta: { handlesError?: boolean };
    mutationMeta: { handlesError?: boolean };
  }
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (!query.meta?.handlesError) notifyError(error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      // A mutation declared with its own onError handles the failure; so does one that says so in meta.
      if (!mutation.meta?.handlesError && !mutation.options.onError) notifyError(error);
    },
  }),
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
