import { formatLongDate } from '../../../../shared/dates.ts';

/**
 * Accessible names for Mantine's date pickers (its month arrows have none by default) and long US
 * day labels; weeks start on Sunday as on the public calendar.
 */
export const pickerA11y = {
  ariaLabels: {
    nextMonth: 'Next month',
    previousMonth: 'Previous month',
    monthLevelControl: 'Choose another month',
    nextYear: 'Next year',
    previousYear: 'Previous year',
    yearLevelControl: 'Choose another year',
    nextDecade: 'Next decade',
    previousDecade: 'Previous decade',
  },
  getDayAriaLabel: (date: string) => formatLongDate(date),
  firstDayOfWeek: 0 as const,
};
