import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { QuoteId } from '@itinera/domain/contracts';
import { quoteKey, quoteServicesKey } from '../../../lib/quote-keys';
import { WIDGET_TOAST_MS } from '../../../lib/notify';
import { getQuote, type QuoteResponse } from './get-quote';

// Spec 01 §8: a failed wrapped operation runs the itinerary version check. A write refused because
// the quote moved on (409) or anything else failing may mean someone else saved it meanwhile: the
// workspace reads the quote again and, when its version moved, shows the new one and says so
// (docs/domain/screens.md#version-check). The failure's own toast is shown as before.

/** Reads the quote; when its version differs from the one on screen, replaces it and tells the user. */
export async function checkQuoteVersion(queryClient: QueryClient, quoteId: QuoteId): Promise<void> {
  const known = queryClient.getQueryData<QuoteResponse>(quoteKey(quoteId))?.data.version;
  let fresh: QuoteResponse;
  try {
    fresh = await getQuote(quoteId);
  } catch {
    return; // the check is a courtesy: a failed read leaves the screen as it was
  }
  if (known === undefined || fresh.data.version === known) return;
  queryClient.setQueryData(quoteKey(quoteId), fresh);
  void queryClient.invalidateQueries({ queryKey: quoteServicesKey(quoteId) });
  notifications.show({
    color: 'orange',
    title: 'Someone else changed this quote',
    message: `It is at version ${fresh.data.version} now and shows their changes. Check it, then make your change again.`,
    autoClose: WIDGET_TOAST_MS,
    withBorder: true,
  });
}

/** While the live quote is open (`watching`), every failed write triggers the version check. */
export function useVersionCheck(quoteId: QuoteId, watching: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!watching) return;
    return queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') void checkQuoteVersion(queryClient, quoteId);
    });
  }, [queryClient, quoteId, watching]);
}
