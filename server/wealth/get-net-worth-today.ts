import "server-only";
import type { DbOrTx } from "@/lib/server/db";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import { sumCents } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { netWorthOf } from "@/lib/domain/net-worth";
import { balancesOn } from "@/server/wealth/balances-on";

export interface NetWorthToday {
  /** The accounts' balances (an overdrawn one counts below zero). */
  accountsCents: Cents;
  investmentsCents: Cents;
  /** What the cards' open faturas owe. */
  cardsCents: Cents;
  loansCents: Cents;
  netCents: Cents;
}

/** Net worth today, with its parts: accounts + investments − open card faturas − loans. */
export async function getNetWorthToday(db: DbOrTx, userId: string): Promise<NetWorthToday> {
  const balances = await balancesOn(db, userId, todayInSaoPaulo());
  return {
    accountsCents: sumCents(balances.accounts.map((a) => a.balanceCents)),
    investmentsCents: sumCents(balances.investments.map((i) => i.balanceCents)),
    cardsCents: sumCents(balances.cards.map((c) => c.owedCents)),
    loansCents: sumCents(balances.loans.map((l) => l.balanceCents)),
    netCents: netWorthOf(balances).netCents,
  };
}
