import { lazyScreen } from '../../lib/lazy-screen';

// The sign-in screen, the shell and the quotes list are the first download (docs/domain/quality.md#initial-js-budget
// of login and quotes list ≤ 250 kB gzip, measured by bench/web.bench.ts); the quotes list is in it
// so that /quotes does not wait for a second round of chunks (Lighthouse on /quotes). Every other
// screen is its own chunk, fetched when its route is first opened, within the spec's 120 s
// (lib/lazy-screen.ts).

export const SignupPage = lazyScreen(() =>
  import('../../features/auth/components/signup-page').then((m) => ({ default: m.SignupPage })),
);
export const SendResetPasswordPage = lazyScreen(() =>
  import('../../features/auth/components/send-reset-password-page').then((m) => ({ default: m.SendResetPasswordPage })),
);
export const ResetPasswordPage = lazyScreen(() =>
  import('../../features/auth/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
export const NotFoundPage = lazyScreen(() => import('./not-found-page').then((m) => ({ default: m.NotFoundPage })));
export const HomePage = lazyScreen(() => import('./home-page').then((m) => ({ default: m.HomePage })));
export const ProfilePage = lazyScreen(() =>
  import('../../features/profile/components/profile-page').then((m) => ({ default: m.ProfilePage })),
);
export const QuoteTabPage = lazyScreen(() => import('./quote-tab-page').then((m) => ({ default: m.QuoteTabPage })));
export const PlaceholderPage = lazyScreen(() =>
  import('./placeholder-page').then((m) => ({ default: m.PlaceholderPage })),
);
export const ConfigurationPage = lazyScreen(() =>
  import('./configuration-page').then((m) => ({ default: m.ConfigurationPage })),
);
export const RequestsPage = lazyScreen(() =>
  import('../../features/requests/components/requests-page').then((m) => ({ default: m.RequestsPage })),
);
export const RequestCreationPage = lazyScreen(() =>
  import('../../features/requests/components/request-creation-page').then((m) => ({ default: m.RequestCreationPage })),
);
export const ItinerariesPage = lazyScreen(() =>
  import('../../features/itineraries/components/templates-page').then((m) => ({ default: m.ItinerariesPage })),
);
export const ExperiencesPage = lazyScreen(() =>
  import('../../features/itineraries/components/templates-page').then((m) => ({ default: m.ExperiencesPage })),
);
export const ReportsPage = lazyScreen(() =>
  import('../../features/reports/components/reports-page').then((m) => ({ default: m.ReportsPage })),
);
