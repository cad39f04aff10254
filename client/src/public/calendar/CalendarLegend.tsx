import { Group, Paper, Text, Title } from '@mantine/core';
import { Columns } from '../components/Columns.tsx';
import { DAY_STATUS, HELD_MARK, LEGEND_ORDER } from './day-status.tsx';
import classes from './calendar.module.css';

/** The Calendar Legend: each status's colour, icon and name (specification section 2). */
export function CalendarLegend() {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.calendar}>
      <Title order={2} size="h5" mb="sm">
        Calendar Legend
      </Title>
      <Columns cols={{ base: 2, xs: 3, md: 2 }} spacing="xs" verticalSpacing="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {LEGEND_ORDER.map((status) => {
          const meta = DAY_STATUS[status];
          return (
            <Group key={status} gap="xs" wrap="nowrap" component="li">
              <span className={classes.swatch} data-status={status}>
                <meta.Icon size={16} stroke={2} aria-hidden />
              </span>
              <Text size="sm">{meta.label}</Text>
            </Group>
          );
        })}
        <Group gap="xs" wrap="nowrap" component="li">
          <span className={classes.swatch}>
            <HELD_MARK.Icon size={16} stroke={2} aria-hidden />
          </span>
          <Text size="sm">{HELD_MARK.label}</Text>
        </Group>
      </Columns>
    </Paper>
  );
}
