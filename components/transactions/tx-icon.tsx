/** The icons Transações draws, each a `<symbol id="tx-…">` of the sprite (tx-icon-sprite.tsx). */
export type TxIconName =
  | "income"
  | "expense"
  | "up-right"
  | "down-right"
  | "wallet"
  | "edit"
  | "delete"
  | "more"
  | "spinner"
  | "previous"
  | "next"
  | "clip";

/**
 * One icon: a reference to the sprite's drawing, sized and coloured (currentColor) by the
 * container's stylesheet (transactions.css): a few bytes, as every row sends several.
 */
export function TxIcon({ name }: { name: TxIconName }) {
  return (
    <svg aria-hidden="true">
      <use href={`#tx-${name}`} />
    </svg>
  );
}
