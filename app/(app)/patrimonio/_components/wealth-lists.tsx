import "server-only";
import { Landmark, PlugZap } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { PartLoadError } from "@/components/shell/part-load-error";
import { Panel, PanelContent, PanelHeader, PanelTitle } from "@/components/ui/panel";
import { EmptyState } from "@/components/ui/empty-state";
import { IntentLink } from "@/components/ui/intent-link";
import { Skeleton } from "@/components/ui/skeleton";
import { AddWealthButton } from "@/components/wealth/wealth-actions";
import { wealthTexts } from "@/components/wealth/wealth-screen-texts";
import { db } from "@/lib/server/db";
import { loadPart } from "@/lib/server/load-part";
import { listInvestments } from "@/server/wealth/list-investments";
import { listLoans } from "@/server/wealth/list-loans";
import { InvestmentItem, LoanItem } from "./wealth-item";

/** Each investment and each loan with its detail; one empty state while there is neither. */
export async function WealthLists({ userId }: { userId: string }) {
  const result = await loadPart("patrimônio: itens", () => Promise.all([listInvestments(db, userId), listLoans(db, userId)]));
  if (!result.ok) {
    return (
      <Panel>
        <PartLoadError failure={{ title: "Erro ao carregar patrimônio", description: wealthTexts.loadFailed.lists }} />
      </Panel>
    );
  }
  const [investments, loans] = result.data;
  if (investments.length === 0 && loans.length === 0) {
    return (
      <EmptyState
        icon={Landmark}
        title={wealthTexts.emptyTitle}
        description={wealthTexts.emptyDescription}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <AddWealthButton subject="investment" />
            <IntentLink
              href="/connections"
              className={buttonVariants({ variant: "outline" })}
            >
              <PlugZap className="size-4" aria-hidden="true" />
              {wealthTexts.connectBank}
            </IntentLink>
          </div>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="patrimonio-investimentos" className="flex flex-col gap-3">
        <h2 id="patrimonio-investimentos" className="text-lg font-semibold text-zinc-900 dark:text-zinc-50">
          {wealthTexts.investments}
        </h2>
        {investments.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{wealthTexts.noInvestments}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label={wealthTexts.investments}>
            {investments.map((investment) => (
              <InvestmentItem key={investment.id} investment={investment} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="patrimonio-emprestimos" className="flex flex-col gap-3">
        <h2 id="patrimonio-emprestimos" className="text-lg font-semibold text-zinc-900 dark:text-zinc-50">
          {wealthTexts.loans}
        </h2>
        {loans.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{wealthTexts.noLoans}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" aria-label={wealthTexts.loans}>
            {loans.map((loan) => (
              <LoanItem key={loan.id} loan={loan} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export function WealthListsSkeleton() {
  return (
    <div role="status" aria-label="Carregando investimentos e empréstimos..." className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: 3 }, (_, index) => (
        <Panel key={index} className="gap-3">
          <PanelHeader>
            <PanelTitle>
              <Skeleton className="h-4 w-32" />
            </PanelTitle>
          </PanelHeader>
          <PanelContent className="flex flex-col gap-2">
            <Skeleton className="h-6 w-28" />
            <Skeleton className="h-3 w-40" />
          </PanelContent>
        </Panel>
      ))}
    </div>
  );
}
