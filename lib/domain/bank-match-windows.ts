/**
 * How many days apart a bank row and what it may be matched with may be dated, one window per step
 * of the matching order (`matchBankRow`, server/open-finance/match-bank-row.ts). The import of a
 * statement uses `copy` too: a sync and an import agree on what is the same transaction.
 */
export const BANK_MATCH_WINDOWS = {
  /**
   * Another copy of the same transaction: a pending row confirmed under a new id, a row typed by
   * hand, or a statement's row (OFX, CSV) imported before or after.
   */
  copy: 3,
  /** A connected card's "pagamento recebido" and the paying account's debit. */
  statementPayment: 2,
  /** The two sides of a transfer between two connected accounts. */
  transfer: 2,
  /** The two sides of an own money move (a Pix to the holder's CPF, an aplicação, a resgate). */
  ownMove: 2,
} as const;
