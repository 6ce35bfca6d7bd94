import { lazy } from 'react';

// The sign-in screen, the shell and the quotes list are the first download (docs/domain/quality.md#initial-js-budget
// of login and quotes list ≤ 250 kB gzip, measured by bench/web.bench.ts); the quotes list is in it
// so that /quotes does not wait for a second round of chunks (Lighthouse on /quotes). Every other
// screen is its own chunk, fetched when its route is first opened.

export const SignupPage = lazy(() =>
  import('../../features/auth/components/signup-page').then((m) => ({ default: m.SignupPage })),
);
export const SendResetPasswordPage = lazy(() =>
  import('../../features/auth/components/send-reset-password-page').then((m) => ({ default: m.SendResetPasswordPage })),
);
export const ResetPasswordPage = lazy(() =>
  import('../../features/auth/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
export const NotFoundPage = lazy(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));
export const HomePage = lazy(() => import('./home-page').then((m) => ({ default: m.HomePage })));
export const ProfilePage = lazy(() =>
  import('../../features/profile/components/profile-page').then((m) => ({ default: m.ProfilePage })),
);
export const QuoteTabPage = lazy(() => import('./quote-tab-page').then((m) => ({ default: m.QuoteTabPage })));
export const PlaceholderPage = lazy(() => import('./placeholder-page').then((m) => ({ default: m.PlaceholderPage })));
export const ConfigurationPage = lazy(() =>
  import('./configuration-page').then((m) => ({ default: m.ConfigurationPage })),
);
export const RequestsPage = lazy(() =>
  import('../../features/requests/components/requests-page').then((m) => ({ default: m.RequestsPage })),
);
export const RequestCreationPage = lazy(() =>
  import('../../features/requests/components/request-creation-page').then((m) => ({ default: m.RequestCreationPage })),
);
export const ItinerariesPage = lazy(() =>
  import('../../features/itineraries/components/templates-page').then((m) => ({ default: m.ItinerariesPage })),
);
export const ExperiencesPage = lazy(() =>
  import('../../features/itineraries/components/templates-page').then((m) => ({ default: m.ExperiencesPage })),
);
export const ReportsPage = lazy(() =>
  import('../../features/reports/components/reports-page').then((m) => ({ default: m.ReportsPage })),
);
