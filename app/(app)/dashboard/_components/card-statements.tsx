import "server-only";
import { IntentLink } from "@/components/ui/intent-link";
import { Panel, PanelContent, PanelHeader, PanelTitle } from "@/components/ui/panel";
import { Money } from "@/components/ui/money";
import { PartLoadError } from "@/components/shell/part-load-error";
import { LOAD_FAILURES } from "@/components/dashboard/load-failures";
import { reaisToCents } from "@/lib/format/money";
import { db } from "@/lib/server/db";
import { listCardOverviews } from "@/server/payment-methods/list-card-overviews";
import { loadPart } from "@/lib/server/load-part";
import type { DashboardScope } from "@/lib/domain/dashboard-scope";

/** "Cartões": each card's open fatura total and its available limit; "Casa": the shared cards. */
export async function CardStatements({ userId, scope }: { userId: string; scope: DashboardScope }) {
  const result = await loadPart("dashboard: cartões", async () =>
    (await listCardOverviews(db, userId)).filter(({ card }) => scope === "me" || card.sharing !== "private"),
  );
  if (result.ok && result.data.length === 0) return null;
  return (
    <Panel>
      <PanelHeader>
        <PanelTitle>
          <IntentLink href="/cards" className="hover:underline">
            Cartões
          </IntentLink>
        </PanelTitle>
      </PanelHeader>
      <PanelContent>
        {!result.ok ? (
          <PartLoadError compact failure={LOAD_FAILURES.cards} />
        ) : (
          <ul className="flex flex-col gap-3 text-sm">
            {result.data.map(({ card, open }) => (
              <li key={card._id} className="flex flex-col gap-0.5">
                <span className="flex items-center justify-between gap-3">
                  <span className="truncate font-medium">{card.name}</span>
                  <span>
                    Fatura aberta <Money cents={reaisToCents(open.total)} className="font-semibold" />
                  </span>
                </span>
                {card.availableLimit !== null ? (
                  <span className="text-xs text-zinc-600 dark:text-zinc-400">
                    Limite disponível <Money cents={reaisToCents(card.availableLimit)} sign="balance" />
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </PanelContent>
    </Panel>
  );
}
