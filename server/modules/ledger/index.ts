/* The ledger module's front door: what other modules may use. */
export {
  agreedPriceSql,
  bookingRevenueSql,
  feesSql,
  findLedgerEntry,
  hasAgreedPrice,
  ledgerEntriesFor,
  ledgerEntriesOf,
  ledgerTotalsOf,
  postLedgerEntry,
  voidedEntryIds,
  type LedgerEntryRow,
  type NewLedgerEntry,
} from './ledger.service.ts';
