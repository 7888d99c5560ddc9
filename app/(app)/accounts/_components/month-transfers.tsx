import "server-only";
import { ArrowRightLeft } from "lucide-react";
import { ListLoadError } from "@/components/shell/list-load-error";
import { RowsSkeleton } from "@/components/shell/rows-skeleton";
import { Money } from "@/components/ui/money";
import { reaisToCents } from "@/lib/format/money";
import { formatDateBR } from "@/lib/format/dates";
import { currentYearMonth } from "@/lib/domain/calendar";
import { db } from "@/lib/server/db";
import { loadPart } from "@/lib/server/load-part";
import { listTransfers } from "@/server/transfers/list-transfers";

function TransfersSection({ children }: { children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-3" aria-labelledby="transfers-title">
      <h2 id="transfers-title" className="text-lg font-semibold">
        Transferências deste mês
      </h2>
      {children}
    </section>
  );
}

/** This month's transfers between the user's accounts. */
export async function MonthTransfers({ userId }: { userId: string }) {
  const transfers = await loadPart("contas: transferências", () => listTransfers(db, userId, currentYearMonth()));
  return (
    <TransfersSection>
      {!transfers.ok ? (
        <ListLoadError message="Não foi possível carregar as transferências." toastTitle="Erro ao buscar transferências" />
      ) : transfers.data.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">Nenhuma transferência neste mês.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
          {transfers.data.map((transfer) => (
            <li key={transfer._id} className="flex items-center gap-3 px-4 py-3 text-sm">
              <ArrowRightLeft className="size-4 shrink-0 text-zinc-500" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate">
                {transfer.fromPaymentMethodId?.name ?? "Conta excluída"} → {transfer.toPaymentMethodId?.name ?? "Conta excluída"}
                {transfer.description ? ` · ${transfer.description}` : ""}
              </span>
              <span className="text-zinc-600 dark:text-zinc-400">{formatDateBR(transfer.date)}</span>
              <Money cents={reaisToCents(transfer.amount)} />
            </li>
          ))}
        </ul>
      )}
    </TransfersSection>
  );
}

export function MonthTransfersSkeleton() {
  return (
    <TransfersSection>
      <RowsSkeleton rows={2} label="Carregando transferências..." />
    </TransfersSection>
  );
}
