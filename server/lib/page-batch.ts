/*
 * Fields of a list's rows that need their own look-up (an inquiry's desired-date status, the
 * bookings made from it) would run one small query per row: ~100 for a page of 25. The rows of
 * one page are marked as read together, and a batched field resolves for all of them at the
 * first row that asks, then answers the others from that one result (the DataLoader idea,
 * without its tick-based queue: the page is known when its rows are read).
 *
 * Everything is keyed weakly by the row objects, which are read afresh for every request, so a
 * result never outlives the request that read it. A row that was not read as part of a page (a
 * mutation's payload, a subscription event) is its own page of one.
 */

const pages = new WeakMap<object, readonly object[]>();

/** Marks rows as one page: their batched fields are resolved together. */
export function readTogether<Row extends object>(rows: Row[]): Row[] {
  for (const row of rows) pages.set(row, rows);
  return rows;
}

/**
 * A field resolved for a whole page at once: `load` gets every row of the page (and the
 * caller's dependencies) and answers with a function that gives one row's value.
 */
export function batchedField<Row extends object, Deps, Value>(
  load: (rows: readonly Row[], deps: Deps) => (row: Row) => Value,
): (row: Row, deps: Deps) => Value {
  const answers = new WeakMap<readonly object[], (row: Row) => Value>();
  return (row, deps) => {
    const page = (pages.get(row) as readonly Row[] | undefined) ?? [row];
    let answer = answers.get(page);
    if (!answer) {
      answer = load(page, deps);
      answers.set(page, answer);
    }
    return answer(row);
  };
}
