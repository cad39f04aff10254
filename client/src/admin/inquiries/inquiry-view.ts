import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import type { InquiriesListQuery } from '../../gql/graphql.ts';

/** One inquiry as the Inquiries screen reads it (its card and the card's parts). */
export type InquiryView = InquiriesListQuery['inquiries']['nodes'][number];

/**
 * Reads the Inquiries screen's list again (a card whose change was refused shows the inquiry as
 * saved now, even when its live updates did not arrive).
 */
export function useRefreshInquiries(): () => Promise<unknown> {
  const client = useApolloClient();
  return useCallback(() => client.refetchQueries({ include: ['InquiriesList'] }), [client]);
}
