import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { graphql } from '../../gql';
import { notify } from '../../lib/notify.ts';
import { failureText } from './text.ts';

const ContentChangeLogChangedSubscription = graphql(`
  subscription ContentChangeLogChanged {
    contentChangeLogChanged {
      reason
      changedAt
    }
  }
`);

/**
 * Calls `onChange` whenever content is staged, published, reverted, deleted or shown/hidden by
 * anyone (specification section 4, "Realtime"), so open admin screens refetch.
 */
export function useContentChangeEvents(onChange: (reason: string) => void) {
  const latest = useRef(onChange);
  latest.current = onChange;
  useSubscription(ContentChangeLogChangedSubscription, {
    onData: ({ data }) => latest.current(data.data?.contentChangeLogChanged.reason ?? 'changed'),
  });
}

/** Shows the specification's fetch-failure toast, with the reason, once when a query fails. */
export function useFetchErrorToast(error: unknown, message: string) {
  const shown = useRef(false);
  useEffect(() => {
    if (error && !shown.current) {
      shown.current = true;
      notify.error(failureText(message, error));
    }
    if (!error) shown.current = false;
  }, [error, message]);
}
