import { useEffect } from 'react';
import { Center, Loader } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuoteId } from '@itinera/domain/contracts';
import { legacyQuoteQueryOptions, quoteKey } from '../api/get-quote';
import { QuoteUnavailable } from './quote-unavailable';

export interface LegacyQuoteProps {
  /** The numeric id of an old bookmark (?itinerary=12). */
  legacyId: number;
  /** Called once with the quote's uuid: the page replaces its address with it. */
  onFound: (id: QuoteId) => void;
}

/**
 * Opens a quote named by the numeric id of a bookmark made before the uuid became its public id:
 * reads it once, keeps the answer under the uuid's key (the workspace opens without a second read)
 * and hands the uuid back, so the address never keeps the number.
 */
export function LegacyQuote({ legacyId, onFound }: LegacyQuoteProps) {
  const queryClient = useQueryClient();
  const quote = useQuery(legacyQuoteQueryOptions(legacyId));
  const found = quote.data;
  useEffect(() => {
    if (!found) return;
    queryClient.setQueryData(quoteKey(found.data.id), found);
    onFound(found.data.id);
  }, [found, onFound, queryClient]);

  if (quote.isError) return <QuoteUnavailable error={quote.error} />;
  return (
    <Center h={320}>
      <Loader />
    </Center>
  );
}
