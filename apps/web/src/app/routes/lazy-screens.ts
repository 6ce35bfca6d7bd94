import { lazy } from 'react';

// Only the sign-in screen and the shell are in the first download (quality.md: initial JS budget);
// every other screen is its own chunk, fetched when its route is first opened.

export const SignupPage = lazy(() => import('../../features/auth/components/signup-page').then((m) => ({ default: m.SignupPage })));
export const SendResetPasswordPage = lazy(() =>
  import('../../features/auth/components/send-reset-password-page').then((m) => ({ default: m.SendResetPasswordPage })),
);
export const ResetPasswordPage = lazy(() => import('../../features/auth/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));
export const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));
export const HomePage = lazy(() => import('./home-page').then((m) => ({ default: m.HomePage })));
export const ProfilePage = lazy(() => import('../../features/profile/components/profile-page').then((m) => ({ default: m.ProfilePage })));
export const QuoteTabPage = lazy(() => import('./quote-tab-page').then((m) => ({ default: m.QuoteTabPage })));
export const PlaceholderPage = lazy(() => import('./placeholder-page').then((m) => ({ default: m.PlaceholderPage })));
export const ConfigurationPage = lazy(() => import('./configuration-page').then((m) => ({ default: m.ConfigurationPage })));
export const QuotesPage = lazy(() => import('../../features/quotes/components/quotes-page').then((m) => ({ default: m.QuotesPage })));
export const RequestsPage = lazy(() => import('../../features/requests/components/requests-page').then((m) => ({ default: m.RequestsPage })));
export const RequestCreationPage = lazy(() =>
  import('../../features/requests/components/request-creation-page').then((m) => ({ default: m.RequestCreationPage })),
);
export const ItinerariesPage = lazy(() => import('../../features/itineraries/components/templates-page').then((m) => ({ default: m.ItinerariesPage })));
export const ExperiencesPage = lazy(() => import('../../features/itineraries/components/templates-page').then((m) => ({ default: m.ExperiencesPage })));
