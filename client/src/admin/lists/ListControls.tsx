import { Button, CloseButton, Group, Select, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconCalendar, IconChevronLeft, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { PAGE_SIZES, SEARCH_MAX_LENGTH, showingText, type PageSize } from '../../../../shared/pagination.ts';
import { pickerA11y } from '../../public/calendar/picker-props.ts';
import { useDayMarks } from '../calendar/day-marks.tsx';
import type { ListPage_PageInfoFragment } from '../../gql/graphql.ts';
import type { ListChanges, ListOrder, ListState } from './list-state.ts';

/* The search, date range, sort and page-size controls of a paged admin list, and its pager. */

/** How long typing pauses before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

interface ControlsProps {
  state: ListState<string>;
  update(changes: ListChanges): void;
  searchPlaceholder: string;
  dateLabel: string;
  orderLabels: Record<ListOrder, string>;
}

export function ListControls({ state, update, searchPlaceholder, dateLabel, orderLabels }: ControlsProps) {
  // The box shows what is typed at once; the list (and the URL) follow when typing pauses.
  const [text, setText] = useState(state.search);
  useEffect(() => setText(state.search), [state.search]);
  const search = useDebouncedCallback((value: string) => update({ search: value }), SEARCH_DEBOUNCE_MS);
  // The date pickers mark booked, held and blocked days as New booking's does (each day's title and
  // accessible name say which; the filter row has no room for the legend).
  const fromMarks = useDayMarks(state.from);
  const toMarks = useDayMarks(state.to);

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label="Search"
        placeholder={searchPlaceholder}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        onChange={(event) => {
          setText(event.currentTarget.value);
          search(event.currentTarget.value);
        }}
        rightSection={
          text ? (
            <CloseButton
              aria-label="Clear search"
              size="sm"
              onClick={() => {
                setText('');
                update({ search: '' });
              }}
            />
          ) : null
        }
        w={{ base: '100%', sm: 280 }}
      />
      <DatePickerInput
        {...pickerA11y}
        {...fromMarks}
        label={`${dateLabel} from`}
        placeholder="Any date"
        leftSection={<IconCalendar size={16} aria-hidden />}
        valueFormat="MMM D, YYYY"
        clearable
        clearButtonProps={{ 'aria-label': `Clear ${dateLabel.toLowerCase()} from` }}
        value={state.from}
        onChange={(value) => update({ from: value })}
        w={{ base: '47%', sm: 170 }}
      />
      <DatePickerInput
        {...pickerA11y}
        {...toMarks}
        label={`${dateLabel} to`}
        placeholder="Any date"
        leftSection={<IconCalendar size={16} aria-hidden />}
        valueFormat="MMM D, YYYY"
        clearable
        clearButtonProps={{ 'aria-label': `Clear ${dateLabel.toLowerCase()} to` }}
        value={state.to}
        onChange={(value) => update({ to: value })}
        w={{ base: '47%', sm: 170 }}
      />
      <Select
        label="Sort by"
        data={(Object.keys(orderLabels) as ListOrder[]).map((value) => ({ value, label: orderLabels[value] }))}
        value={state.sort}
        onChange={(value) => value && update({ sort: value as ListOrder })}
        allowDeselect={false}
        w={{ base: '100%', sm: 230 }}
      />
    </Group>
  );
}

interface PagerProps {
  state: ListState<string>;
  update(changes: ListChanges, options?: { keepPage?: boolean }): void;
  shown: number;
  totalCount: number;
  pageInfo: ListPage_PageInfoFragment | null;
  loading: boolean;
  /** The rows on screen are the answer for `state` (false while the last page stays on screen as the next one loads). */
  answered: boolean;
  what: string;
}

/** "Showing 1–25 of 20,000", the page size, and Previous / Next by cursor. */
export function ListPager({ state, update, shown, totalCount, pageInfo, loading, answered, what }: PagerProps) {
  // The range of the rows on screen. While the next page loads, the last page's rows stay on screen
  // and so does their range: the address already names the next page, and "Showing 26–50" above
  // rows 1–25 said otherwise.
  const shownAt = useRef({ page: state.page, size: state.size });
  if (answered) shownAt.current = { page: state.page, size: state.size };
  const start = (shownAt.current.page - 1) * shownAt.current.size + 1;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" role="navigation" aria-label={`Pages of ${what}`}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {showingText(start, shown, totalCount)}
      </Text>
      <Group gap="sm">
        <Select
          label="Per page"
          data={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
          value={String(state.size)}
          onChange={(value) => value && update({ size: Number(value) as PageSize })}
          allowDeselect={false}
          size="xs"
          // The label sits beside the field: the width is the field's, so the chosen size stays readable.
          styles={{ root: { display: 'flex', alignItems: 'center', gap: 8 }, label: { whiteSpace: 'nowrap' }, wrapper: { width: 72 } }}
        />
        <Button
          size="xs"
          variant="default"
          leftSection={<IconChevronLeft size={14} aria-hidden />}
          disabled={loading || !pageInfo?.hasPreviousPage}
          onClick={() =>
            state.page <= 2
              ? update({ after: null, before: null, page: 1 }, { keepPage: true })
              : update({ before: pageInfo?.startCursor ?? null, after: null, page: state.page - 1 }, { keepPage: true })
          }
        >
          Previous
        </Button>
        <Button
          size="xs"
          variant="default"
          rightSection={<IconChevronRight size={14} aria-hidden />}
          disabled={loading || !pageInfo?.hasNextPage}
          onClick={() => update({ after: pageInfo?.endCursor ?? null, before: null, page: state.page + 1 }, { keepPage: true })}
        >
          Next
        </Button>
      </Group>
    </Group>
  );
}
