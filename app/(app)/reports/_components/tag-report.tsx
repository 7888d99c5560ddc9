import "server-only";
import { Tag } from "lucide-react";
import { db } from "@/lib/server/db";
import { formatMoney, reaisToCents } from "@/lib/format/money";
import { foldForSearch } from "@/lib/search";
import type { ReportPeriod } from "@/lib/schemas/reports";
import { loadPart } from "@/lib/server/load-part";
import { readReport } from "@/server/reports/cached-report";
import { tagSpendingJson } from "@/server/reports/get-tag-spending";
import { tagTotalsJson } from "@/server/reports/get-tag-totals";
import { Panel, PanelContent, PanelDescription, PanelHeader, PanelTitle } from "@/components/ui/panel";
import { EmptyState } from "@/components/ui/empty-state";
import { PartLoadError } from "@/components/shell/part-load-error";
import { ShareList } from "@/components/reports/share-list";
import { TagTotalList } from "@/components/reports/tag-total-list";

/**
 * Relatórios' Tags: the period's spending per tag and, for the tag in the URL (`?tag=`), its
 * spending by category: how much the trip cost.
 */
export async function TagReport({
  userId,
  period,
  tag,
  hrefFor,
}: {
  userId: string;
  period: ReportPeriod;
  /** The tag asked for in the URL, as typed ("" for none). */
  tag: string;
  hrefFor: (name: string) => string;
}) {
  const result = await loadPart("relatórios: tags", async () => {
    const totals = readReport(await tagTotalsJson(db, userId, period));
    const chosen = tag === "" ? undefined : totals.find((t) => foldForSearch(t.name) === foldForSearch(tag));
    const spending = chosen ? readReport(await tagSpendingJson(db, userId, { ...period, tag: chosen.name })) : null;
    return { totals, chosen, spending };
  });
  return (
    <section id="tags" aria-labelledby="tags-title" className="grid scroll-mt-20 gap-6 lg:grid-cols-2">
      <Panel data-testid="tag-report">
        <PanelHeader>
          <PanelTitle id="tags-title">Tags</PanelTitle>
          <PanelDescription>Despesas de cada tag no período. Uma transação com mais de uma tag conta em cada uma.</PanelDescription>
        </PanelHeader>
        <PanelContent>
          {!result.ok ? (
            <PartLoadError failure={{ title: "Erro ao buscar as tags", description: "Não foi possível somar as tags do período." }} />
          ) : result.data.totals.length === 0 ? (
            <EmptyState
              icon={Tag}
              title="Nenhuma transação com tags neste período"
              description="Marque transações com tags como “Viagem” ou “Reforma” para ver quanto cada uma custou."
            />
          ) : (
            <TagTotalList tags={result.data.totals} selected={result.data.chosen?.id ?? null} hrefFor={hrefFor} />
          )}
        </PanelContent>
      </Panel>
      {result.ok && result.data.chosen && result.data.spending ? (
        <Panel data-testid="tag-spending">
          <PanelHeader>
            <PanelTitle>Quanto custou “{result.data.chosen.name}”</PanelTitle>
            <PanelDescription>
              {formatMoney(reaisToCents(result.data.spending.totals.expense))} em despesas no período, por categoria.
            </PanelDescription>
          </PanelHeader>
          <PanelContent>
            <ShareList
              shares={result.data.spending.topCategories}
              empty="Sem despesas com esta tag neste período."
              testId="tag-categories"
            />
          </PanelContent>
        </Panel>
      ) : result.ok && result.data.totals.length > 0 ? (
        <Panel>
          <PanelContent>
            <p className="py-6 text-center text-sm text-zinc-600 dark:text-zinc-400">
              {tag === "" ? "Escolha uma tag para ver suas despesas por categoria." : `Nenhuma transação com a tag “${tag}” neste período.`}
            </p>
          </PanelContent>
        </Panel>
      ) : null}
    </section>
  );
}
