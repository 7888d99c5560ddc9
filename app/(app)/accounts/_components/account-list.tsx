import "server-only";
import Link from "next/link";
import { Landmark } from "lucide-react";
import { ListLoadError } from "@/components/shell/list-load-error";
import { Panel, PanelContent, PanelHeader, PanelTitle } from "@/components/ui/panel";
import { EmptyState } from "@/components/ui/empty-state";
import { Money } from "@/components/ui/money";
import { Skeleton } from "@/components/ui/skeleton";
import { ZERO_CENTS, reaisToCents } from "@/lib/format/money";
import { db } from "@/lib/server/db";
import { loadPart } from "@/lib/server/load-part";
import { getAccountsBalanceCents } from "@/server/payment-methods/get-accounts-balance";
import { readAccounts } from "./list-accounts";

/** "Saldo em contas" (summed in SQL) and each account's balance, dated up to today. */
export async function AccountList({ userId }: { userId: string }) {
  const result = await loadPart("contas: saldos", () =>
    Promise.all([readAccounts(userId), getAccountsBalanceCents(db, userId)]),
  );
  if (!result.ok) {
    return <ListLoadError message="Não foi possível carregar os saldos das contas." toastTitle="Erro ao buscar contas" />;
  }
  const [accounts, totalCents] = result.data;
  if (accounts.length === 0) {
    return (
      <EmptyState
        icon={Landmark}
        title="Nenhuma conta ainda"
        description={
          <>
            Crie uma conta em <Link href="/payments" className="underline">Meios de pagamento</Link>.
          </>
        }
      />
    );
  }
  return (
    <>
      <Panel>
        <PanelHeader>
          <PanelTitle>Saldo em contas</PanelTitle>
        </PanelHeader>
        <PanelContent>
          <Money cents={totalCents} sign="balance" className="text-2xl font-semibold" />
        </PanelContent>
      </Panel>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Contas">
        {accounts.map((account) => (
          <li key={account._id}>
            <Panel className="gap-2">
              <PanelHeader>
                <PanelTitle className="flex items-center gap-2">
                  <span className="size-3 rounded-full" style={{ backgroundColor: account.color }} aria-hidden="true" />
                  {account.name}
                </PanelTitle>
              </PanelHeader>
              <PanelContent>
                <Money cents={account.balance === null ? ZERO_CENTS : reaisToCents(account.balance)} sign="balance" className="text-lg font-semibold" />
              </PanelContent>
            </Panel>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The total and three accounts' places while the balances load. */
export function AccountListSkeleton() {
  return (
    <div role="status" aria-label="Carregando contas..." className="flex flex-col gap-6">
      <Skeleton className="h-28 w-full rounded-xl" />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-24 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
