import "server-only";
import Link from "next/link";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Money } from "@/components/ui/money";
import { ZERO_CENTS, reaisToCents, sumCents } from "@/lib/format/money";
import { db } from "@/lib/server/db";
import { listPaymentMethods } from "@/server/payment-methods/list-payment-methods";
import { loadCard } from "./load-card";

/** "Saldo em contas": the total across accounts and each account's balance (dated up to today). */
export async function AccountBalances({ userId }: { userId: string }) {
  const result = await loadCard("saldo em contas", async () =>
    (await listPaymentMethods(db, userId)).filter((method) => method.kind === "account"),
  );
  const accounts = result.ok ? result.data : [];
  const balances = accounts.map((account) => ({
    account,
    balanceCents: account.balance === null ? ZERO_CENTS : reaisToCents(account.balance),
  }));
  const totalCents = sumCents(balances.map(({ balanceCents }) => balanceCents));
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Link href="/accounts" className="hover:underline">
            Saldo em contas
          </Link>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {!result.ok ? (
          <p className="text-sm text-rose-700 dark:text-rose-400">Não foi possível carregar os saldos.</p>
        ) : accounts.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">Nenhuma conta cadastrada.</p>
        ) : (
          <>
            <Money cents={totalCents} sign="balance" className="text-2xl font-semibold" />
            <ul className="flex flex-col gap-1 text-sm">
              {balances.map(({ account, balanceCents }) => (
                <li key={account._id} className="flex items-center justify-between gap-3">
                  <span className="truncate">{account.name}</span>
                  <Money cents={balanceCents} sign="balance" />
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
