"use client";

import { AlertDialogAction } from "@/components/ui/alert-dialog";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { DeleteScope, EditableTransaction } from "@/lib/schemas/transactions";

/**
 * Asks before deleting; a parcel offers only itself or itself and the following parcels. It
 * closes at once: the row shows the spinner while the request runs.
 */
export function DeleteTransactionDialog({
  transaction,
  onCancel,
  onConfirm,
}: {
  transaction: EditableTransaction | null;
  onCancel: () => void;
  onConfirm: (transaction: EditableTransaction, scope: DeleteScope) => void;
}) {
  const [index, count] = transaction?.installment ?? [null, null];
  const isInstallment = index !== null && count !== null;
  const following = isInstallment && index !== count;
  return (
    <ConfirmDialog
      open={transaction !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      className={following ? "sm:max-w-xl" : undefined}
      title={isInstallment ? "Excluir parcela?" : "Excluir transação?"}
      description={
        isInstallment
          ? `"${transaction?.description}" é a parcela ${index} de ${count}. Escolha o que excluir; as parcelas anteriores são mantidas.`
          : `"${transaction?.description}" será excluída. Esta ação não pode ser desfeita.`
      }
      extraAction={
        following ? (
          <AlertDialogAction onClick={() => transaction && onConfirm(transaction, "following")}>
            Esta e as próximas
          </AlertDialogAction>
        ) : null
      }
      confirmLabel={isInstallment ? "Somente esta parcela" : "Excluir"}
      confirmClassName={
        following
          ? "border border-rose-200 bg-white text-rose-700 shadow-xs hover:bg-rose-50 dark:border-rose-500/30 dark:bg-zinc-900 dark:text-rose-400 dark:hover:bg-rose-500/10"
          : undefined
      }
      onConfirm={() => {
        if (transaction) onConfirm(transaction, "single");
      }}
    />
  );
}
