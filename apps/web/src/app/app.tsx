import { Suspense } from 'react';
import { MantineProvider } from '@mantine/core';
// The start-up evaluates in tasks of a few milliseconds each, not one (decision 0134): each break-*
// import ends a task where it stands, so the order of these imports is the order of the work.
import './start-up/break-after-ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { DatesLocale } from '../components/dates-locale';
import '../lib/i18n';
import './start-up/break-after-language';
import './start-up/opening-list';
import './start-up/break-after-opening-list';
import { queryClient } from '../lib/query-client';
import { DeferredNotifications } from './deferred-notifications';
import { configureCatalogueQueries, createCataloguePersister, restoreCatalogues } from './catalogue-cache';
import './start-up/break-before-screens';
import { AppRoutes } from './router';
import { RouteErrorBoundary } from './routes/route-error-boundary';
import { theme } from './theme';

configureCatalogueQueries(queryClient);
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
