import "server-only";
import { Store } from "lucide-react";
import { db } from "@/lib/server/db";
import { formatMoney, reaisToCents } from "@/lib/format/money";
import { countOf } from "@/lib/format/count";
import type { ReportPeriod } from "@/lib/schemas/reports";
import { loadPart } from "@/lib/server/load-part";
import { getPayeeTotals } from "@/server/reports/get-payee-totals";
import { Panel, PanelContent, PanelDescription, PanelHeader, PanelTitle } from "@/components/ui/panel";
import { EmptyState } from "@/components/ui/empty-state";
import { PartLoadError } from "@/components/shell/part-load-error";

/** Relatórios' "Por favorecido": where the period's money went, payee by payee (top ten). */
export async function PayeeReport({ userId, period }: { userId: string; period: ReportPeriod }) {
  const result = await loadPart("relatórios: por favorecido", () => getPayeeTotals(db, userId, period));
  return (
    <section id="favorecidos" aria-labelledby="payees-title" className="scroll-mt-20">
      <Panel data-testid="payee-report">
        <PanelHeader>
          <PanelTitle id="payees-title">Por favorecido</PanelTitle>
          <PanelDescription>Os favorecidos com mais despesas no período.</PanelDescription>
        </PanelHeader>
        <PanelContent>
          {!result.ok ? (
            <PartLoadError failure={{ title: "Erro ao buscar os favorecidos", description: "Não foi possível somar os favorecidos do período." }} />
          ) : result.data.length === 0 ? (
            <EmptyState
              icon={Store}
              title="Nenhum favorecido neste período"
              description="Os lançamentos do banco e os que têm um favorecido aparecem aqui."
            />
          ) : (
            <ol className="flex flex-col divide-y">
              {result.data.map((payee) => (
                <li key={payee.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{payee.name}</span>
                    <span className="text-xs text-muted-foreground">{countOf(payee.count, "lançamento", "lançamentos")}</span>
                  </span>
                  <span className="shrink-0 tabular-nums">{formatMoney(reaisToCents(payee.expense))}</span>
                </li>
              ))}
            </ol>
          )}
        </PanelContent>
      </Panel>
    </section>
  );
}
