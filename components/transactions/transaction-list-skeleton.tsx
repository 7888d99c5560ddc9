
/** Four rows shaped like transactions while the month loads. */
export function TransactionListSkeleton() {
  return (
    <div className="tx-skeleton" aria-busy="true" aria-live="polite" data-testid="transactions-loading">
      <span className="sr-only">Carregando transações...</span>
      <i />
      <i />
      <i />
      <i />
    </div>
  );
}
