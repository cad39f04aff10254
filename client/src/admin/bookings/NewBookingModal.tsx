import { useMutation } from '@apollo/client/react';
import { Checkbox, SegmentedControl, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { formatLongDate } from '../../../../shared/dates.ts';
import { failure } from './booking-ui.tsx';
import { DialogActions } from '../content-kit/ConfirmDialog.tsx';
import { BookingFields, bookingErrorsOf, bookingInputOf, CreateBookingMutation, useBookingForm } from './BookingFields.tsx';
import { GuardedModal } from '../shell/GuardedModal.tsx';

/** How the booking came in: said in the admin notes, so the booking's history tells it. */
const CHANNELS = { phone: 'Booked by phone', walk_in: 'Booked in person (walk-in)' } as const;
type Channel = keyof typeof CHANNELS;

/**
 * "New booking" on the Bookings screen: a phone or walk-in booking without an inquiry. "Confirm now"
 * (on by default) confirms it in the same step, with the server's checks of confirming; a refusal
 * (the slot taken, a blocked date, another client's hold) keeps the form and says why.
 */
export function NewBookingModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const form = useBookingForm();
  // How it came in and whether it is confirmed now: the dialog's own choices beside the booking's fields.
  const how = useForm<{ channel: Channel; confirm: boolean; override: boolean }>({ initialValues: { channel: 'phone', confirm: true, override: false } });
  const { channel, confirm, override } = how.values;
  const [create, { loading }] = useMutation(CreateBookingMutation);

  // Each opening starts from an empty booking, taken by phone and confirmed now.
  const close = () => {
    form.reset();
    how.reset();
    onClose();
  };

  const onSubmit = form.onSubmit(async (values) => {
    try {
      const notes = [CHANNELS[channel], values.adminNotes.trim()].filter(Boolean).join('. ');
      const result = await create({ variables: { input: { ...bookingInputOf(values), adminNotes: notes, confirm, override: confirm && override } } });
      const booking = result.data!.createBooking.booking!;
      notify.success(
        `${booking.status === 'CONFIRMED' ? 'A confirmed' : 'A pending'} booking for ${booking.clientName} on ${formatLongDate(booking.eventDate)} was created.`,
        'Booking created',
      );
      close();
    } catch (error) {
      form.setErrors(bookingErrorsOf(error));
      notify.error(failure('Failed to create booking', errorMessage(error)));
    }
  });

  // Typed details are never dropped by Esc, ✕ or a click outside: the dialog asks first.
  return (
    <GuardedModal
      opened={opened}
      dirty={form.isDirty() || how.isDirty()}
      onClose={close}
      title={
        <Text fw={700} size="lg">
          New booking
        </Text>
      }
      size="lg"
      radius="lg"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <SegmentedControl
            aria-label="How it came in"
            {...how.getInputProps('channel')}
            data={[
              { value: 'phone', label: 'Phone' },
              { value: 'walk_in', label: 'Walk-in' },
            ]}
          />
          <BookingFields form={form} />
          <Checkbox
            label="Confirm now"
            description="Checked like Confirm: refused when another confirmed booking has the slot, the date is blocked, outside a partial date's hours or held for another client. The client gets the confirmation e-mail."
            {...how.getInputProps('confirm', { type: 'checkbox' })}
          />
          {confirm && (
            <Checkbox
              label="Confirm despite a blocked date, a partial date's hours or another client's hold"
              {...how.getInputProps('override', { type: 'checkbox' })}
            />
          )}
          <DialogActions cancelLabel="Cancel" onCancel={close} confirmLabel={confirm ? 'Create Confirmed Booking' : 'Create Pending Booking'} busy={loading} />
        </Stack>
      </form>
    </GuardedModal>
  );
}
