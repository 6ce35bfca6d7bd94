import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from 'react-router';
import { queryClient } from '../lib/query-client';
import { cataloguePersistOptions, configureCatalogueQueries, createCataloguePersister } from './catalogue-cache';
import { router } from './router';
import { theme } from './theme';

configureCatalogueQueries(queryClient);
const persistOptions = cataloguePersistOptions(createCataloguePersister());

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="top-center" autoClose={5000} />
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
        <RouterProvider router={router} />
      </PersistQueryClientProvider>
    </MantineProvider>
  );
}
