import { NAMESPACES } from '@itinera/domain/i18n';
import { i18n, i18nReady } from './lib/i18n';

// Mantine reads these browser APIs, which happy-dom lacks or leaves partial.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Every catalogue of the starting language is loaded before a test renders, so useTranslation never
// suspends; a test that switches language awaits i18n.changeLanguage.
await i18nReady;
await i18n.loadNamespaces([...NAMESPACES]);
