import { Suspense } from 'react';
import { MantineProvider } from '@mantine/core';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { BrowserRouter } from 'react-router';
import { DatesLocale } from '../components/dates-locale';
import { prefetchOpeningList } from '../features/quotes/api/prefetch-list';
import '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { DeferredNotifications } from './deferred-notifications';
import { cataloguePersistOptions, configureCatalogueQueries, createCataloguePersister } from './catalogue-cache';
import { AppRoutes } from './router';
import { RouteErrorBoundary } from './routes/route-error-boundary';
import { theme } from './theme';

configureCatalogueQueries(queryClient);
prefetchOpeningList(queryClient);
const persistOptions = cataloguePersistOptions(createCataloguePersister());

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <DeferredNotifications position="top-center" autoClose={5000} />
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
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
      </PersistQueryClientProvider>
    </MantineProvider>
  );
}
