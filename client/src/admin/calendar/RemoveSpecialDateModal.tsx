import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Text } from '@mantine/core';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { formatLongDate } from '../../../../shared/dates.ts';
import { failure } from '../bookings/booking-ui.tsx';
import { ConfirmDialog } from '../content-kit/ConfirmDialog.tsx';
import { staleVersionOf } from '../versions/stale-version.ts';
import { CALENDAR_ADMIN_QUERIES, specialStatusLabel } from './calendar-admin.ts';
import { detailsOf, type SpecialDate } from './special-dates.ts';

const RemoveSpecialDateMutation = graphql(`
  mutation RemoveSpecialDate($input: RemoveSpecialDateInput!) {
    removeSpecialDate(input: $input) {
      id
      specialDate {
        id
        status
      }
    }
  }
`);

/**
 * Asks before removing a special date. `asked` is the date as the owner was shown it (its version),
 * `removing` the same date as it stands now: a change made meanwhile is shown before it is removed.
 */
export function RemoveSpecialDateModal({ asked, removing, onClose }: { asked: SpecialDate | null; removing: SpecialDate | null; onClose(): void }) {
  const [remove, { loading }] = useMutation(RemoveSpecialDateMutation, { refetchQueries: CALENDAR_ADMIN_QUERIES });
  const client = useApolloClient();
  const changedMeanwhile = asked !== null && removing !== null && removing.version !== asked.version;

  async function confirmRemove() {
    if (!removing) return;
    try {
      // Removes what the dialog shows now: a change made meanwhile is shown before it is removed.
      await remove({ variables: { input: { id: removing.id, version: removing.version } } });
      // A block over a premium rate or partial hours gives that special date back.
      notify.success(removing.replaces ? `Block removed: ${formatLongDate(removing.date)} is ${removing.replaces} again.` : 'Special date removed successfully');
      onClose();
    } catch (error) {
      if (staleVersionOf(error)) {
        await client.refetchQueries({ include: CALENDAR_ADMIN_QUERIES });
        return;
      }
      notify.error(failure('Failed to remove special date', errorMessage(error)));
    }
  }

  return (
    <ConfirmDialog
      opened={removing !== null}
      onClose={onClose}
      title="Remove this special date?"
      confirmLabel="Remove"
      cancelLabel="Keep It"
      icon={null}
      onConfirm={() => void confirmRemove()}
      busy={loading}
    >
      {removing && (
        <>
          {changedMeanwhile && (
            <Alert color="yellow" variant="light" title="Changed since you asked">
              This special date was saved in another tab or by someone else meanwhile: it is now {specialStatusLabel(removing.status).toLowerCase()}
              {detailsOf(removing) ? ` (${detailsOf(removing)})` : ''}. Remove it as it is now?
            </Alert>
          )}
          <Text size="sm">
            {removing.replaces
              ? `The block on ${formatLongDate(removing.date)} is removed and the special date it replaced comes back: ${removing.replaces}.`
              : `${formatLongDate(removing.date)} (${specialStatusLabel(removing.status).toLowerCase()}) goes back to its normal status on the calendar.`}
          </Text>
        </>
      )}
    </ConfirmDialog>
  );
}
