import { TxIconSprite } from "@/components/transactions/tx-icon-sprite";

/**
 * The drawings of Transações' icons, above the loading state and the page: sent once with the
 * first paint, and kept while the month, its filters or its page change.
 */
export default function TransactionsLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <TxIconSprite />
      {children}
    </>
  );
}
