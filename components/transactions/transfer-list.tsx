import { ArrowRightLeft } from "lucide-react";
import { Money } from "@/components/ui/money";
import { reaisToCents } from "@/lib/format/money";
import { formatDateBR } from "@/lib/format/dates";
import type { TransferJson } from "@/lib/schemas/transfers";

/** The month's transfers beside its transactions: their own icon, and no sign (neither income nor expense). */
export function TransferList({ transfers }: { transfers: readonly TransferJson[] }) {
  if (transfers.length === 0) return null;
  return (
    <ul
      aria-label="Transferências do mês"
      className="flex flex-col divide-y divide-zinc-200 border-t border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800"
    >
      {transfers.map((transfer) => (
        <li key={transfer._id} className="flex items-center gap-3 px-4 py-3 text-sm sm:px-6">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300">
            <ArrowRightLeft className="size-4" aria-hidden="true" />
          </span>
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="line-clamp-2 font-medium break-words">{transfer.description ?? "Transferência"}</span>
            <span className="text-xs text-zinc-600 dark:text-zinc-400">
              {formatDateBR(transfer.date)} · {transfer.fromPaymentMethodId?.name ?? "Conta excluída"} →{" "}
              {transfer.toPaymentMethodId?.name ?? "Conta excluída"}
            </span>
          </span>
          <Money cents={reaisToCents(transfer.amount)} className="shrink-0 text-zinc-700 dark:text-zinc-300" />
        </li>
      ))}
    </ul>
  );
}
