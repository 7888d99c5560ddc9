import "server-only";
import { IntentLink } from "@/components/ui/intent-link";
import { X } from "lucide-react";
import { db } from "@/lib/server/db";
import { loadPart } from "@/lib/server/load-part";
import { getPayee } from "@/server/payees/get-payee";

/** "Favorecido: Dra. Ana ×": the payee the list is narrowed to (Imposto de Renda's links), and the way back to every row. */
export async function PayeeFilterChip({
  userId,
  payeeId,
  hrefWithoutPayee,
}: {
  userId: string;
  payeeId: string;
  hrefWithoutPayee: string;
}) {
  const payee = await loadPart("transações: favorecido do filtro", () => getPayee(db, userId, payeeId));
  const name = payee.ok ? payee.data.name : "favorecido";
  return (
    <span
      data-testid="payee-filter"
      className="inline-flex h-9 max-w-full items-center gap-1 rounded-full border border-zinc-200 bg-white pr-1 pl-3 text-sm shadow-xs dark:border-zinc-800 dark:bg-zinc-900"
    >
      <span className="truncate">
        <span className="text-zinc-600 dark:text-zinc-400">Favorecido: </span>
        <span className="font-medium">{name}</span>
      </span>
      <IntentLink
        href={hrefWithoutPayee}
        aria-label={`Remover o filtro do favorecido ${name}`}
        className="flex size-7 shrink-0 items-center justify-center rounded-full text-zinc-600 outline-none hover:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-emerald-600 dark:text-zinc-400 dark:hover:bg-zinc-800"
      >
        <X className="size-4" aria-hidden="true" />
      </IntentLink>
    </span>
  );
}
