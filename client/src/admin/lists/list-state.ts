import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZE_DEFAULT, PAGE_SIZES, type PageSize } from '../../../../shared/pagination.ts';

/*
 * The state of a paged admin list (bookings, inquiries) lives in the URL query of the section's address,
 * so a page can be reloaded, shared or opened in a new tab and shows the same rows:
 * q (search), status, from / to (event dates), sort, size, and the page's cursor (after or
 * before) with its number (page) for "Showing 26–50 of …".
 */

export const LIST_ORDERS = ['RECEIVED_DESC', 'RECEIVED_ASC', 'EVENT_DATE_ASC', 'EVENT_DATE_DESC'] as const;
export type ListOrder = (typeof LIST_ORDERS)[number];

export interface ListState<Status extends string> {
  search: string;
  status: Status;
  from: string | null;
  to: string | null;
  sort: ListOrder;
  size: PageSize;
  after: string | null;
  before: string | null;
  /** 1-based number of the page shown. */
  page: number;
}

/** A change the shared controls make (the status filter is each screen's own). */
export type ListChanges = Partial<Omit<ListState<string>, 'status'>>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The list's state from the URL and a way to change it; a changed filter goes back to page 1. */
export function useListState<Status extends string>(statuses: readonly Status[], defaultStatus: Status) {
  const [params, setParams] = useSearchParams();

  const state = useMemo<ListState<Status>>(() => {
    const status = params.get('status')?.toUpperCase() as Status | undefined;
    const sort = params.get('sort')?.toUpperCase() as ListOrder | undefined;
    const size = Number(params.get('size'));
    const page = Number(params.get('page'));
    const from = params.get('from');
    const to = params.get('to');
    return {
      search: params.get('q') ?? '',
      status: status && statuses.includes(status) ? status : defaultStatus,
      from: from && DATE.test(from) ? from : null,
      to: to && DATE.test(to) ? to : null,
      sort: sort && LIST_ORDERS.includes(sort) ? sort : 'RECEIVED_DESC',
      size: (PAGE_SIZES as readonly number[]).includes(size) ? (size as PageSize) : PAGE_SIZE_DEFAULT,
      after: params.get('after'),
      before: params.get('before'),
      page: Number.isInteger(page) && page > 1 ? page : 1,
    };
  }, [params, statuses, defaultStatus]);

  const write = useCallback(
    (changes: Partial<ListState<Status>>, { keepPage = false }: { keepPage?: boolean } = {}) => {
      setParams(
        () => {
          // From the address as it is now: react-router hands an updater the parameters of the last
          // render, so two changes in one tick (clearing both dates) would undo each other.
          const next = new URLSearchParams(window.location.search);
          const set = (key: string, value: string | null, fallback?: string) => (value && value !== fallback ? next.set(key, value) : next.delete(key));
          if ('search' in changes) set('q', changes.search?.trim() || null);
          if ('status' in changes) set('status', changes.status?.toLowerCase() ?? null, defaultStatus.toLowerCase());
          if ('from' in changes) set('from', changes.from ?? null);
          if ('to' in changes) set('to', changes.to ?? null);
          if ('sort' in changes) set('sort', changes.sort?.toLowerCase() ?? null, 'received_desc');
          if ('size' in changes) set('size', changes.size ? String(changes.size) : null, String(PAGE_SIZE_DEFAULT));
          if (keepPage) {
            set('after', changes.after ?? null);
            set('before', changes.before ?? null);
            set('page', changes.page && changes.page > 1 ? String(changes.page) : null);
          } else {
            for (const key of ['after', 'before', 'page']) next.delete(key);
          }
          return next;
        },
        // Filters typed and pages turned replace the entry: Back leaves the screen, not each keystroke.
        // flushSync: the new address is committed at once instead of in a transition. In a transition
        // the list's query answered for the new variables re-rendered the screen urgently with the
        // old address, whose variables asked again, and so on: a switch from 25 to 100 a page
        // alternated the two requests about fifty times each (5-6 s of main thread, 100 requests).
        { replace: true, flushSync: true },
      );
    },
    [setParams, defaultStatus],
  );

  return { state, update: write, filtered: Boolean(state.search || state.from || state.to) };
}

/** The connection arguments for the state's page. */
export function pageArgs(state: ListState<string>) {
  return state.before ? { last: state.size, before: state.before } : { first: state.size, after: state.after };
}
