import { IntentLink } from "@/components/ui/intent-link";
import { CircleCheck, ExternalLink, ListTodo } from "lucide-react";
import { Button } from "@/components/ui/button";
import { taxRowHref } from "@/components/tax/tax-links";
import { Panel, PanelContent, PanelDescription, PanelHeader } from "@/components/ui/panel";
import { countOf } from "@/lib/format/count";
import { PendingFixButton } from "@/components/tax/pending-fix-button";
import type { TaxPending as TaxPendingItem } from "@/lib/schemas/tax";

/** Pendências: what the declaration still lacks, each with its one-tap fix. */
export function TaxPending({ year, pending }: { year: number; pending: TaxPendingItem[] }) {
  return (
    <section aria-labelledby="pendencias-title" data-testid="tax-pending">
      <Panel className={pending.length ? "border-amber-300 dark:border-amber-500/40" : undefined}>
        <PanelHeader>
          <h2 id="pendencias-title" className="flex items-center gap-2 text-base leading-tight font-semibold">
            {pending.length ? (
              <ListTodo className="size-5 text-amber-700 dark:text-amber-400" aria-hidden="true" />
            ) : (
              <CircleCheck className="size-5 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
            )}
            Pendências
          </h2>
          <PanelDescription>
            {pending.length
              ? `${countOf(pending.length, "item falta", "itens faltam")} para a declaração ficar completa.`
              : "Nada falta: os documentos e os dados das contas estão completos."}
          </PanelDescription>
        </PanelHeader>
        {pending.length ? (
          <PanelContent>
            <ul className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
              {pending.map((task) => (
                <li
                  key={`${task.kind}-${task.targetId ?? "titular"}`}
                  data-testid="tax-pending-item"
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <p className="text-sm text-zinc-800 dark:text-zinc-200">{task.message}</p>
                  {task.kind === "payment_payee" && task.targetId ? (
                    // The row needs a payee: it is chosen in the row's own form.
                    <Button variant="outline" size="sm" className="shrink-0 self-start sm:self-auto" asChild>
                      <IntentLink href={taxRowHref(year, task.targetId)}>
                        <ExternalLink aria-hidden="true" />
                        Abrir lançamento
                      </IntentLink>
                    </Button>
                  ) : (
                    <PendingFixButton kind={task.kind} targetId={task.targetId} message={task.message} />
                  )}
                </li>
              ))}
            </ul>
          </PanelContent>
        ) : null}
      </Panel>
    </section>
  );
}
