import type { Metadata } from "next";
import { Suspense } from "react";
import { PageHeader } from "@/components/shell/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { requirePageUser } from "@/server/auth/require-page-user";
import { AccountList, AccountListSkeleton } from "./_components/account-list";
import { MonthTransfers, MonthTransfersSkeleton } from "./_components/month-transfers";
import { TransferAction } from "./_components/transfer-action";

export const metadata: Metadata = { title: "Contas" };

/**
 * Contas: where the money is, each account's balance (dated up to today) and this month's
 * transfers. The balances and the transfers stream in on their own and fail on their own.
 */
export default async function AccountsPage() {
  const user = await requirePageUser();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Contas"
        description="Saldo de cada conta: saldo inicial, receitas, despesas, transferências e pagamentos de fatura até hoje."
        actions={
          <Suspense fallback={<Skeleton className="h-9 w-32" />}>
            <TransferAction userId={user.id} />
          </Suspense>
        }
      />
      <Suspense fallback={<AccountListSkeleton />}>
        <AccountList userId={user.id} />
      </Suspense>
      <Suspense fallback={<MonthTransfersSkeleton />}>
        <MonthTransfers userId={user.id} />
      </Suspense>
    </div>
  );
}
