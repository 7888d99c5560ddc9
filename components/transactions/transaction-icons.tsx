/** The row icons, drawn once per list and referenced by id (`<use href="#tx-…">`) in every row. */
export const TRANSACTION_ICONS = {
  income: "tx-income",
  expense: "tx-expense",
  edit: "tx-edit",
  delete: "tx-delete",
  more: "tx-more",
  spinner: "tx-spinner",
  previous: "tx-previous",
  next: "tx-next",
} as const;

export function TransactionIconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      <symbol id={TRANSACTION_ICONS.income} viewBox="0 0 24 24">
        <path d="M7 7h10v10" />
        <path d="M7 17 17 7" />
      </symbol>
      <symbol id={TRANSACTION_ICONS.expense} viewBox="0 0 24 24">
        <path d="M17 7 7 17" />
        <path d="M17 17H7V7" />
      </symbol>
      <symbol id={TRANSACTION_ICONS.edit} viewBox="0 0 24 24">
        <path d="M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z" />
        <path d="m15 5 4 4" />
      </symbol>
      <symbol id={TRANSACTION_ICONS.delete} viewBox="0 0 24 24">
        <path d="M10 11v6" />
        <path d="M14 11v6" />
        <path d="M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6" />
        <path d="M3 6h18" />
        <path d="M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2" />
      </symbol>
      <symbol id={TRANSACTION_ICONS.more} viewBox="0 0 24 24">
        <circle cx="12" cy="12" r="1" />
        <circle cx="12" cy="5" r="1" />
        <circle cx="12" cy="19" r="1" />
      </symbol>
      <symbol id={TRANSACTION_ICONS.spinner} viewBox="0 0 24 24">
        <path d="M21 12a9 9 0 1 1-6.219-8.56" />
      </symbol>
      <symbol id={TRANSACTION_ICONS.previous} viewBox="0 0 24 24">
        <path d="m15 18-6-6 6-6" />
      </symbol>
      <symbol id={TRANSACTION_ICONS.next} viewBox="0 0 24 24">
        <path d="m9 18 6-6-6-6" />
      </symbol>
    </svg>
  );
}

/** One icon from the sprite; styled (size, stroke) by the list around it, named by its button. */
export function TransactionIcon({ name }: { name: keyof typeof TRANSACTION_ICONS }) {
  return (
    <svg>
      <use href={`#${TRANSACTION_ICONS[name]}`} />
    </svg>
  );
}
