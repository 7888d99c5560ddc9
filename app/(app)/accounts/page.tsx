import type { Metadata } from "next";
import Link from "next/link";
import { ArrowRightLeft, Landmark } from "lucide-react";
import { TransferButton } from "@/components/accounts/transfer-button";
import { PageHeader } from "@/components/shell/page-header";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Money } from "@/components/ui/money";
import { currentYearMonth, formatDateBR } from "@/lib/format/dates";
import { ZERO_CENTS, reaisToCents, sumCents } from "@/lib/format/money";
import { db } from "@/lib/server/db";
import { requirePageUser } from "@/server/auth/require-page-user";
import { listPaymentMethods } from "@/server/payment-methods/list-payment-methods";
import { listTransfers } from "@/server/transfers/list-transfers";

export const metadata: Metadata = { title: "Contas" };

/** Contas: where the money is, each account's balance (dated up to today) and this month's transfers. */
export default async function AccountsPage() {
  const user = await requirePageUser();
  const [methods, transfers] = await Promise.all([
    listPaymentMethods(db, user.id),
    listTransfers(db, user.id, currentYearMonth()),
  ]);
  const accounts = methods.filter((method) => method.kind === "account");
  const balanceCents = (account: (typeof accounts)[number]) =>
    account.balance === null ? null : reaisToCents(account.balance);
  const totalCents = sumCents(accounts.flatMap((account) => balanceCents(account) ?? []));
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Contas"
        description="Saldo de cada conta: saldo inicial, receitas, despesas, transferências e pagamentos de fatura até hoje."
        actions={<TransferButton accounts={accounts.map((a) => ({ id: a._id, name: a.name }))} />}
      />
      {accounts.length === 0 ? (
        <EmptyState
          icon={Landmark}
          title="Nenhuma conta ainda"
          description={
            <>
              Crie uma conta em <Link href="/payments" className="underline">Meios de pagamento</Link>.
            </>
          }
        />
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Saldo em contas</CardTitle>
            </CardHeader>
            <CardContent>
              <Money cents={totalCents} sign="balance" className="text-2xl font-semibold" />
            </CardContent>
          </Card>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Contas">
            {accounts.map((account) => (
              <li key={account._id}>
                <Card className="gap-2">
                  <CardHeader>
                    <CardTitle className="flex items-center gap-2">
                      <span className="size-3 rounded-full" style={{ backgroundColor: account.color }} aria-hidden="true" />
                      {account.name}
                    </CardTitle>
                  </CardHeader>
                  <CardContent>
                    <Money cents={balanceCents(account) ?? ZERO_CENTS} sign="balance" className="text-lg font-semibold" />
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
      <section className="flex flex-col gap-3" aria-labelledby="transfers-title">
        <h2 id="transfers-title" className="text-lg font-semibold">
          Transferências deste mês
        </h2>
        {transfers.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">Nenhuma transferência neste mês.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-zinc-200 rounded-xl border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
            {transfers.map((transfer) => (
              <li key={transfer._id} className="flex items-center gap-3 px-4 py-3 text-sm">
                <ArrowRightLeft className="size-4 shrink-0 text-zinc-500" aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate">
                  {transfer.fromPaymentMethodId?.name ?? "Conta excluída"} → {transfer.toPaymentMethodId?.name ?? "Conta excluída"}
                  {transfer.description ? ` · ${transfer.description}` : ""}
                </span>
                <span className="text-zinc-600 dark:text-zinc-400">{formatDateBR(transfer.date)}</span>
                <Money cents={reaisToCents(transfer.amount)} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
