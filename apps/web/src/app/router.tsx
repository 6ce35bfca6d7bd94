import { createBrowserRouter, Navigate, Outlet, useLocation } from 'react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { NotFoundPage } from './routes/not-found-page';
import { HomePlaceholder } from './routes/home-placeholder';
import { isSignedIn } from '../lib/auth-storage';

/** Every route but the public ones: an anonymous visit goes to / with ?redirect=<target>. */
function RequireAuth() {
  const location = useLocation();
  if (!isSignedIn()) {
    const target = `${location.pathname}${location.search}`;
    return <Navigate to={`/?redirect=${encodeURIComponent(target)}`} replace />;
  }
  return <Outlet />;
}

export const router = createBrowserRouter([
  { path: '/', element: <LoginPage /> },
  { path: '/404', element: <NotFoundPage /> },
  {
    element: <RequireAuth />,
    children: [{ path: '/home', element: <HomePlaceholder /> }],
  },
  { path: '*', element: <Navigate to="/404" replace /> },
]);
