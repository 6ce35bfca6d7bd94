import { useTranslation } from 'react-i18next';
import { pricesLockedMessage } from '@itinera/domain';
import { keyOfEnglish } from '@itinera/domain/i18n';

/**
 * The domain's fixed English sentences the screens show themselves (the price lock, a level's
 * warnings, a service in another place) said from the catalogue's `server` namespace, found by their
 * English words as the API finds them (decision 0092): one home for each sentence, read by the API
 * and the web (decision 0095). No suspense: until the namespace arrives the English shows, never a key.
 */
export function useServerText() {
  const { t, i18n, ready } = useTranslation('server', { useSuspense: false });
  const say = (english: string): string => {
    if (!ready) return english;
    const bundle = (i18n.getResourceBundle('en', 'server') ?? {}) as Record<string, unknown>;
    const key = keyOfEnglish(bundle, english);
    return key ? t(key) : english;
  };
  return {
    say,
    /** Why figures cannot change now, in the words of the quote's status (server:pricesLocked…). */
    pricesLocked: (statusId: number) => say(pricesLockedMessage(statusId)),
  };
}
