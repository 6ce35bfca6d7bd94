import { Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import { Outlet } from 'react-router';
import { useDocumentTitle } from '../shell/use-document-title';

/** Above every route: the document title rule, and a loader while a lazy public screen arrives. */
export function RootLayout() {
  useDocumentTitle();
  return (
    <Suspense
      fallback={
        <Center h="100vh">
          <Loader />
        </Center>
      }
    >
      <Outlet />
    </Suspense>
  );
}
