import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { ContactUsLink } from '../features/contact/components/contact-us-link';
import { QuotesPage } from '../features/quotes/components/quotes-page';
import { LEGACY_TABS } from './routes/legacy-paths';
import {
  ConfigurationPage,
  ExperiencesPage,
  HomePage,
  ItinerariesPage,
  NotFoundPage,
  ProfilePage,
  QuoteTabPage,
  ReportsPage,
  RequestCreationPage,
  RequestsPage,
  ResetPasswordPage,
  SendResetPasswordPage,
  SignupPage,
} from './routes/lazy-screens';
import { LegacyQuoteRedirect, QuoteIndexRedirect, RequireAuth } from './routes/redirects';
import { RootLayout } from './routes/root-layout';
import { HISTORY_TABS, QUOTE_TABS } from './shell/quote-tabs';
import { Shell } from './shell/app-shell';

// docs/domain/spec-sections.md#section-2-screens-and-routes. Public routes let a signed-in user through; everything in the shell needs sign-in.
const protectedRoutes: RouteObject[] = [
  { path: '/home', element: <HomePage /> },
  { path: '/profile', element: <ProfilePage /> },
  { path: '/quotes', element: <QuotesPage /> },
  { path: '/experiences', element: <ExperiencesPage /> },
  { path: '/requests', element: <RequestsPage /> },
  { path: '/request-creation', element: <RequestCreationPage /> },
  { path: '/reports', element: <ReportsPage /> },
  { path: '/configuration', element: <ConfigurationPage /> },
  { path: '/configuration/:section', element: <ConfigurationPage /> },
  // /itineraries and /ex-itineraries are the same screen.
  ...['/itineraries', '/ex-itineraries'].flatMap((base) => [
    { path: base, element: <ItinerariesPage /> },
    { path: `${base}/:destination`, element: <ItinerariesPage /> },
  ]),
  { path: '/quote', element: <QuoteIndexRedirect /> },
  ...QUOTE_TABS.map((tab) => ({ path: `/quote/${tab}`, element: <QuoteTabPage /> })),
  { path: '/history/quote', element: <QuoteIndexRedirect history /> },
  ...HISTORY_TABS.map((tab) => ({ path: `/history/quote/${tab}`, element: <QuoteTabPage /> })),
  // Spec 01 §2: /404 is a protected route, and any unknown path leads there. Both sit behind
  // sign-in, so an anonymous visitor signs in first and comes back to the address they asked for.
  { path: '/404', element: <NotFoundPage /> },
  { path: '*', element: <Navigate to="/404" replace /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <LoginPage footer={<ContactUsLink />} /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/send-reset-password', element: <SendResetPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      ...LEGACY_TABS.map((tab) => ({ path: `/${tab}`, element: <LegacyQuoteRedirect /> })),
      {
        element: (
          <RequireAuth>
            <Shell />
          </RequireAuth>
        ),
        children: protectedRoutes,
      },
    ],
  },
];

/**
 * The screen for the current address. Declarative routing (BrowserRouter + useRoutes): the app loads
 * no data through the router, and its data router costs ~17 kB gzip of initial JS (docs/domain/quality.md).
 * A screen that throws is caught by RouteErrorBoundary, in app.tsx.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
