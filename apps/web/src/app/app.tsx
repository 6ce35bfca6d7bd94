import { Suspense } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { DatesLocale } from '../components/dates-locale';
import { prefetchOpeningList } from '../features/quotes/api/prefetch-list';
import '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { DeferredNotifications } from './deferred-notifications';
import { configureCatalogueQueries, createCataloguePersister, restoreCatalogues } from './catalogue-cache';
import { AppRoutes } from './router';
import { RouteErrorBoundary } from './routes/route-error-boundary';
import { theme } from './theme';

configureCatalogueQueries(queryClient);
prefetchOpeningList(queryClient);
/** The stored catalogue lists are back in the query client: main.tsx renders after it (catalogue-cache.ts). */
export const cataloguesRestored = restoreCatalogues(queryClient, createCataloguePersister());

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <DeferredNotifications position="top-center" autoClose={5000} />
      <QueryClientProvider client={queryClient}>
        <DatesLocale>
          <BrowserRouter>
            <RouteErrorBoundary>
              {/* The first paint waits for the language's first catalogues (lib/i18n.ts), asked for at start. */}
              <Suspense fallback={null}>
                <AppRoutes />
              </Suspense>
            </RouteErrorBoundary>
          </BrowserRouter>
        </DatesLocale>
      </QueryClientProvider>
    </MantineProvider>
  );
}
