import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { App, cataloguesRestored } from './app/app';
import { nextTask } from './app/start-up/next-task';
import { startErrorReporting } from './lib/error-reporting';

// The first render is a transition: React renders the shell and the list in slices of ~5 ms and
// lets the browser breathe in between, instead of one task that blocks the page (decision 0043).
// It waits for the stored catalogue lists, put back from localStorage in microtasks (no task of its own).
// React's root (its listeners on ~80 events) is made in a task of its own (decision 0134).
void cataloguesRestored.then(nextTask).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});

// Error reporting (off unless VITE_SENTRY_DSN is set) is fetched once the page has loaded, so its
// chunk never competes with the first screen's (decision 0069).
const startReporting = () => void startErrorReporting();
if (document.readyState === 'complete') startReporting();
else window.addEventListener('load', startReporting, { once: true });
