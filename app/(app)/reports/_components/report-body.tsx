import "server-only";
import { db } from "@/lib/server/db";
import { formatMoney, reaisToCents } from "@/lib/format/money";
import { formatMonthLabel } from "@/lib/format/dates";
import type { ReportPeriod } from "@/lib/schemas/reports";
import { readReport } from "@/server/reports/cached-report";
import { cashFlowJson } from "@/server/reports/get-cash-flow";
import { categoryTrendJson } from "@/server/reports/get-category-trend";
import { reportSummaryJson } from "@/server/reports/get-report-summary";
import { Panel, PanelContent, PanelDescription, PanelHeader, PanelTitle } from "@/components/ui/panel";
import { PartLoadError } from "@/components/shell/part-load-error";
import { LazyCashFlowChart, LazyCategoryTrendChart } from "@/components/reports/lazy-report-charts";
import { monthShortLabel } from "@/components/reports/month-short-label";
import { ReportTable } from "@/components/reports/report-table";
import { ReportTotals } from "@/components/reports/report-totals";
import { ShareList } from "@/components/reports/share-list";
import { trendSeries } from "@/components/reports/trend-series";
import { loadPart } from "@/lib/server/load-part";

/**
 * Everything the Relatórios screen shows for a period: the same three reports the API answers (and
 * keeps until the user's data changes), read in parallel.
 */
export async function ReportBody({ userId, period }: { userId: string; period: ReportPeriod }) {
  const result = await loadPart("relatórios", () =>
    Promise.all([
      cashFlowJson(db, userId, period).then(readReport),
      categoryTrendJson(db, userId, period, "despesa").then(readReport),
      reportSummaryJson(db, userId, period).then(readReport),
    ]),
  );
  if (!result.ok) {
    return (
      <Panel>
        <PanelContent>
          <PartLoadError failure={{ title: "Erro ao buscar relatórios", description: "Ocorreu um erro ao montar os relatórios do período." }} />
        </PanelContent>
      </Panel>
    );
  }
  const [cashFlow, trend, summary] = result.data;
  const points = cashFlow.map((m) => ({ label: monthShortLabel(m), revenue: m.revenue, expense: m.expense, balance: m.balance }));
  const stacked = trendSeries(trend);
  const monthNames = cashFlow.map((m) => formatMonthLabel(m.year, m.month));

  return (
    <div className="flex flex-col gap-6">
      <ReportTotals totals={summary.totals} />
      <Panel data-testid="cash-flow">
        <PanelHeader>
          <PanelTitle>Fluxo de caixa</PanelTitle>
          <PanelDescription>Receitas e despesas de cada mês, com o saldo. Dinheiro guardado em objetivos não entra aqui.</PanelDescription>
        </PanelHeader>
        <PanelContent>
          <div aria-hidden="true" className="h-72 text-zinc-600 dark:text-zinc-400">
            <LazyCashFlowChart points={points} />
          </div>
          <ReportTable
            caption="Fluxo de caixa por mês"
            columns={["Mês", "Receitas", "Despesas", "Saldo", "Guardado em objetivos"]}
            rows={cashFlow.map((m, i) => ({
              header: monthNames[i] ?? "",
              cells: [m.revenue, m.expense, m.balance, m.saved].map((reais) => formatMoney(reaisToCents(reais))),
            }))}
          />
        </PanelContent>
      </Panel>
      <Panel data-testid="category-trend">
        <PanelHeader>
          <PanelTitle>Despesas por categoria</PanelTitle>
          <PanelDescription>Mês a mês, as 6 maiores categorias e as demais em “Outros”.</PanelDescription>
        </PanelHeader>
        <PanelContent>
          {stacked.table.length === 0 ? (
            <p className="py-10 text-center text-sm text-zinc-600 dark:text-zinc-400">Sem despesas neste período.</p>
          ) : (
            <>
              <div aria-hidden="true" className="h-72 text-zinc-600 dark:text-zinc-400">
                <LazyCategoryTrendChart points={stacked.points} series={stacked.series} />
              </div>
              <ReportTable
                caption="Despesas por categoria e mês"
                columns={["Categoria", ...monthNames, "Total"]}
                rows={stacked.table.map((row) => ({
                  header: row.name,
                  cells: [...row.monthsCents, row.totalCents].map((cents) => formatMoney(cents)),
                }))}
              />
            </>
          )}
        </PanelContent>
      </Panel>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel>
          <PanelHeader>
            <PanelTitle>Principais categorias</PanelTitle>
            <PanelDescription>Onde foi a maior parte das despesas do período.</PanelDescription>
          </PanelHeader>
          <PanelContent>
            <ShareList shares={summary.topCategories} empty="Sem despesas neste período." testId="top-categories" />
          </PanelContent>
        </Panel>
        <Panel>
          <PanelHeader>
            <PanelTitle>Meios de pagamento</PanelTitle>
            <PanelDescription>Como as despesas do período foram pagas.</PanelDescription>
          </PanelHeader>
          <PanelContent>
            <ShareList shares={summary.paymentMethods} empty="Sem despesas neste período." testId="payment-methods" />
          </PanelContent>
        </Panel>
      </div>
    </div>
  );
}
