/* The ledger module's front door: what other modules may use. */
export {
  bookingRevenueSql,
  findLedgerEntry,
  hasAgreedPrice,
  ledgerEntriesFor,
  ledgerEntriesOf,
  postLedgerEntry,
  voidedEntryIds,
  type LedgerEntryRow,
} from './ledger.service.ts';
