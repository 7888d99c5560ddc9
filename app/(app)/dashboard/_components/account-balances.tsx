import "server-only";
import { IntentLink } from "@/components/ui/intent-link";
import { Panel, PanelContent, PanelHeader, PanelTitle } from "@/components/ui/panel";
import { Money } from "@/components/ui/money";
import { PartLoadError } from "@/components/shell/part-load-error";
import { LOAD_FAILURES } from "@/components/dashboard/load-failures";
import { ZERO_CENTS, reaisToCents, sumCents } from "@/lib/format/money";
import type { DashboardScope } from "@/lib/domain/dashboard-scope";
import { db } from "@/lib/server/db";
import { getAccountsBalanceCents } from "@/server/payment-methods/get-accounts-balance";
import { listAccounts } from "@/server/payment-methods/list-accounts";
import { loadPart } from "@/lib/server/load-part";

/**
 * "Saldo em contas": the total across accounts and each account's balance (dated up to today);
 * "Casa": the accounts shared with the household, and their sum.
 */
export async function AccountBalances({ userId, scope }: { userId: string; scope: DashboardScope }) {
  const result = await loadPart("dashboard: saldo em contas", () =>
    Promise.all([
      listAccounts(db, userId),
      scope === "me" ? getAccountsBalanceCents(db, userId) : null,
    ]),
  );
  const [listed, ownTotal] = result.ok ? result.data : [[], ZERO_CENTS];
  const accounts = scope === "me" ? listed : listed.filter((account) => account.sharing !== "private");
  const balances = accounts.map((account) => ({
    account,
    balanceCents: account.balance === null ? ZERO_CENTS : reaisToCents(account.balance),
  }));
  const totalCents = ownTotal ?? sumCents(balances.map(({ balanceCents }) => balanceCents));
  return (
    <Panel>
      <PanelHeader>
        <PanelTitle>
          <IntentLink href="/accounts" className="hover:underline">
            Saldo em contas
          </IntentLink>
        </PanelTitle>
      </PanelHeader>
      <PanelContent className="flex flex-col gap-3">
        {!result.ok ? (
          <PartLoadError compact failure={LOAD_FAILURES.accounts} />
        ) : accounts.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            {scope === "me" ? "Nenhuma conta cadastrada." : "Nenhuma conta compartilhada com a casa."}
          </p>
        ) : (
          <>
            <Money cents={totalCents} sign="balance" className="text-2xl font-semibold" />
            <ul className="flex flex-col gap-1 text-sm">
              {balances.map(({ account, balanceCents }) => (
                <li key={account._id} className="flex items-center justify-between gap-3">
                  <span className="truncate">
                    {account.name}
                    {account.ownerName ? (
                      <span className="text-zinc-600 dark:text-zinc-400"> · de {account.ownerName}</span>
                    ) : null}
                  </span>
                  <Money cents={balanceCents} sign="balance" />
                </li>
              ))}
            </ul>
          </>
        )}
      </PanelContent>
    </Panel>
  );
}
