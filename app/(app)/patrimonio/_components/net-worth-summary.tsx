import "server-only";
import { PartLoadError } from "@/components/shell/part-load-error";
import { Panel, PanelContent, PanelDescription, PanelHeader, PanelTitle } from "@/components/ui/panel";
import { Money } from "@/components/ui/money";
import { Skeleton } from "@/components/ui/skeleton";
import { wealthTexts } from "@/components/wealth/wealth-screen-texts";
import type { Cents } from "@/lib/format/money";
import { db } from "@/lib/server/db";
import { loadPart } from "@/lib/server/load-part";
import { getNetWorthToday } from "@/server/wealth/get-net-worth-today";

/** Net worth today, large, and the four parts it is made of. */
export async function NetWorthSummary({ userId }: { userId: string }) {
  const result = await loadPart("patrimônio: hoje", () => getNetWorthToday(db, userId));
  if (!result.ok) {
    return (
      <Panel>
        <PartLoadError failure={{ title: "Erro ao carregar patrimônio", description: wealthTexts.loadFailed.summary }} />
      </Panel>
    );
  }
  const today = result.data;
  const parts: { label: string; cents: Cents; sign: "income" | "expense" | "balance" }[] = [
    { label: "Contas", cents: today.accountsCents, sign: "balance" },
    { label: "Investimentos", cents: today.investmentsCents, sign: "balance" },
    { label: "Faturas abertas", cents: today.cardsCents, sign: "expense" },
    { label: "Empréstimos", cents: today.loansCents, sign: "expense" },
  ];
  return (
    <Panel data-testid="net-worth-today">
      <PanelHeader>
        <PanelTitle>{wealthTexts.netWorth}</PanelTitle>
        <PanelDescription>{wealthTexts.netWorthHint}</PanelDescription>
      </PanelHeader>
      <PanelContent className="flex flex-col gap-5">
        <Money cents={today.netCents} sign="balance" className="text-3xl font-semibold tracking-tight" />
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
          {parts.map((part) => (
            <div key={part.label} className="flex min-w-0 flex-col gap-0.5">
              <dt className="text-xs text-zinc-600 dark:text-zinc-400">{part.label}</dt>
              <dd className="text-sm font-medium">
                <Money cents={part.cents} sign={part.cents === 0 ? undefined : part.sign} />
              </dd>
            </div>
          ))}
        </dl>
      </PanelContent>
    </Panel>
  );
}

export function NetWorthSummarySkeleton() {
  return (
    <div role="status" aria-label="Carregando patrimônio..." className="flex flex-col gap-4 rounded-xl border border-zinc-200 p-6 dark:border-zinc-800">
      <Skeleton className="h-4 w-36" />
      <Skeleton className="h-9 w-52" />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-9" />
        ))}
      </div>
    </div>
  );
}
