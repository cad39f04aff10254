import { Box, Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { DAY_STATUS, LEGEND_ORDER } from '../../public/calendar/day-status.tsx';
import { ON_HOLD_LABEL } from '../../../../shared/holds.ts';
import { BOOKING_STATUS } from '../bookings/booking-ui.tsx';
import classes from './calendar-admin.module.css';

/**
 * What the tints, icons and chip edges mean: each status in words beside its colour and
 * icon, as the public calendar's legend, then the booking chips' edges.
 */
export function CalendarLegend() {
  return (
    <Box mt="xs">
      <Text id="admin-calendar-legend" size="xs" fw={700} tt="uppercase" c="dimmed">
        Calendar legend
      </Text>
      <ul className={classes.legend} aria-labelledby="admin-calendar-legend">
        {LEGEND_ORDER.map((status) => {
          const meta = DAY_STATUS[status];
          return (
            <li key={status}>
              <span className={classes.swatch} data-status={status} aria-hidden>
                <meta.Icon size={13} stroke={2} />
              </span>
              {meta.label}
            </li>
          );
        })}
        <li>
          <span className={classes.swatch} aria-hidden>
            <IconHourglass size={13} stroke={2} />
          </span>
          {ON_HOLD_LABEL} (first or second option)
        </li>
        {(['PENDING', 'CONFIRMED', 'COMPLETED'] as const).map((status) => (
          <li key={status}>
            <span className={classes.legendChip} data-booking-status={status} aria-hidden />
            {`${BOOKING_STATUS[status].label} booking`}
          </li>
        ))}
      </ul>
    </Box>
  );
}
