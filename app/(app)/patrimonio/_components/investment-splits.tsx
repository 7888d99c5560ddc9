import "server-only";
import { PartLoadError } from "@/components/shell/part-load-error";
import { Panel, PanelContent, PanelHeader, PanelTitle } from "@/components/ui/panel";
import { Money } from "@/components/ui/money";
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { wealthTexts } from "@/components/wealth/wealth-screen-texts";
import { INVESTMENT_KIND_LABELS } from "@/lib/domain/wealth-kinds";
import type { Cents } from "@/lib/format/money";
import { db } from "@/lib/server/db";
import { loadPart } from "@/lib/server/load-part";
import { getInvestmentSplits } from "@/server/wealth/get-investment-splits";

const percent = new Intl.NumberFormat("pt-BR", { style: "percent", maximumFractionDigits: 1 });

/** One split: each group's total and its share of all investments, largest first. */
function SplitPanel({ title, rows, totalCents }: { title: string; rows: { name: string; cents: Cents }[]; totalCents: Cents }) {
  return (
    <Panel>
      <PanelHeader>
        <PanelTitle>{title}</PanelTitle>
      </PanelHeader>
      <PanelContent>
        <ul className="flex flex-col gap-3" aria-label={title}>
          {rows.map((row) => {
            const share = totalCents > 0 ? row.cents / totalCents : 0;
            return (
              <li key={row.name} className="flex flex-col gap-1.5">
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span className="min-w-0 truncate text-zinc-900 dark:text-zinc-100">{row.name}</span>
                  <span className="flex shrink-0 items-baseline gap-2">
                    <span className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400">{percent.format(share)}</span>
                    <Money cents={row.cents} className="font-medium" />
                  </span>
                </div>
                <Progress value={share * 100} aria-label={`${row.name}: ${percent.format(share)}`} />
              </li>
            );
          })}
        </ul>
      </PanelContent>
    </Panel>
  );
}

/** The investments by type (renda fixa, ações…) and by institution; nothing while there are none. */
export async function InvestmentSplits({ userId }: { userId: string }) {
  const result = await loadPart("patrimônio: divisão", () => getInvestmentSplits(db, userId));
  if (!result.ok) {
    return (
      <Panel>
        <PartLoadError failure={{ title: "Erro ao carregar divisão", description: wealthTexts.loadFailed.splits }} />
      </Panel>
    );
  }
  const splits = result.data;
  if (splits.byKind.length === 0) return null;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <SplitPanel
        title={wealthTexts.byKind}
        totalCents={splits.totalCents}
        rows={splits.byKind.map((row) => ({ name: INVESTMENT_KIND_LABELS[row.kind], cents: row.balanceCents }))}
      />
      <SplitPanel
        title={wealthTexts.byInstitution}
        totalCents={splits.totalCents}
        rows={splits.byInstitution.map((row) => ({ name: row.institution ?? wealthTexts.noInstitution, cents: row.balanceCents }))}
      />
    </div>
  );
}

export function InvestmentSplitsSkeleton() {
  return (
    <div role="status" aria-label="Carregando divisão dos investimentos..." className="grid gap-4 lg:grid-cols-2">
      {Array.from({ length: 2 }, (_, index) => (
        <Skeleton key={index} className="h-44 rounded-xl" />
      ))}
    </div>
  );
}
