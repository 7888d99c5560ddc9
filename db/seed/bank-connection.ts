import { eq } from "drizzle-orm";
import {
  categoryRules,
  openFinanceAccounts,
  openFinanceItems,
  openFinanceMoves,
  openFinanceTransactions,
  payees,
  paymentMethods,
  recurringPayments,
  recurringSuggestionDismissals,
  transfers,
} from "@/db/schema";
import type { DbOrTx } from "@/lib/server/db";
import type { CategorySource } from "@/lib/domain/enums";
import { addDays, type Day } from "@/lib/domain/calendar";
import { payeeNameKey } from "@/lib/domain/payee-document";
import { findSubscriptionPattern, type PayeeCharge } from "@/lib/domain/subscription-pattern";
import { cents } from "@/lib/format/money";
import type { SeedTransaction } from "./build-transactions";
import {
  bankFactsOf,
  DEMO_BANK,
  DEMO_INVESTMENT_MOVE,
  DEMO_RULES,
  DEMO_SUBSCRIPTION,
  type BankFacts,
  type DemoPayee,
} from "./bank-catalog";
import type { CategoryName, PaymentMethodName, RecurringKey } from "./catalog";

type Lookup<K extends string> = (key: K) => string;

/** The bank's facts of a row the bank saw (all but cash), the review's own for a row to review. */
export function demoBankFacts(row: SeedTransaction): BankFacts | null {
  if (row.review) return row.review.facts;
  return row.paymentMethod === "Dinheiro" ? null : bankFactsOf(row.description);
}

/**
 * Where the demo row's category came from, as the categoriser would say: a row to review has the
 * bank's (or the MCC's) suggestion; else a text rule of the person's, else the payee's "sempre",
 * else the person set it by hand.
 */
export function demoCategorySource(row: SeedTransaction): CategorySource {
  if (row.review) return row.review.source;
  const text = row.description.toLowerCase();
  if (DEMO_RULES.some((rule) => text.includes(rule.contains.toLowerCase()))) return "rule";
  return demoBankFacts(row)?.payee?.defaultCategory === row.category ? "payee" : "person";
}

function demoPayees(rows: readonly SeedTransaction[]): DemoPayee[] {
  const byName = new Map<string, DemoPayee>();
  for (const row of rows) {
    const payee = demoBankFacts(row)?.payee;
    if (payee) byName.set(payee.name, payee);
  }
  return [...byName.values()];
}

/**
 * The person's payees (each linked to the bill that follows it) and text rules. Returns the payee
 * ids by name, for the rows.
 */
export async function insertDemoPayees(
  tx: DbOrTx,
  userId: string,
  rows: readonly SeedTransaction[],
  ids: { category: Lookup<CategoryName>; recurring: Lookup<RecurringKey> },
): Promise<Map<string, string>> {
  await tx.insert(categoryRules).values(DEMO_RULES.map((r) => ({ userId, contains: r.contains, categoryId: ids.category(r.category) })));
  const list = demoPayees(rows);
  const inserted = await tx
    .insert(payees)
    .values(
      list.map((p) => ({
        userId,
        name: p.name,
        nameKey: payeeNameKey(p.name),
        document: p.document ?? null,
        kind: p.kind,
        defaultCategoryId: p.defaultCategory ? ids.category(p.defaultCategory) : null,
      })),
    )
    .returning({ id: payees.id, name: payees.name });
  const payeeIds = new Map(inserted.map((p) => [p.name, p.id]));
  for (const p of list) {
    if (!p.recurring) continue;
    await tx
      .update(recurringPayments)
      .set({ payeeId: payeeIds.get(p.name) })
      .where(eq(recurringPayments.id, ids.recurring(p.recurring)));
  }
  return payeeIds;
}

/**
 * Payees whose charges look like a subscription today but that the demo does not offer: the
 * person turned them down long ago ("Agora não"), so only the new subscription is offered.
 */
function declinedSubscriptions(rows: readonly SeedTransaction[], today: Day): string[] {
  const charges = new Map<string, PayeeCharge[]>();
  for (const row of rows) {
    const payee = demoBankFacts(row)?.payee;
    if (!payee || payee.recurring || row.type !== "despesa" || payee.name === offeredPayeeName()) continue;
    charges.set(payee.name, [...(charges.get(payee.name) ?? []), { day: row.day, cents: row.cents }]);
  }
  return [...charges].filter(([, list]) => findSubscriptionPattern(list, today)).map(([name]) => name);
}

function offeredPayeeName(): string | undefined {
  return bankFactsOf(DEMO_SUBSCRIPTION.description)?.payee?.name;
}

export interface DemoBankInput {
  userId: string;
  rows: ReadonlyArray<{ id: string; source: SeedTransaction }>;
  payeeIds: Map<string, string>;
  method: Lookup<PaymentMethodName>;
  historyStart: Date;
  today: Day;
  now: Date;
}

/**
 * The connected "Pluggy Bank": its item (updated, synced now), the conta and the card linked to
 * the demo's, each bank row's side row (the last sync's waiting in review), the declined
 * subscriptions, and one move from the conta into an investment.
 */
export async function insertDemoBankConnection(tx: DbOrTx, input: DemoBankInput): Promise<void> {
  const { userId, now, today } = input;
  const [item] = await tx
    .insert(openFinanceItems)
    .values({
      userId,
      pluggyItemId: DEMO_BANK.pluggyItemId,
      institutionName: DEMO_BANK.institutionName,
      status: "UPDATED",
      lastSyncedAt: now,
      consentExpiresAt: new Date(now.getTime() + 365 * 86_400_000),
      ownerDocument: DEMO_BANK.ownerDocument,
      createdAt: input.historyStart,
    })
    .returning({ id: openFinanceItems.id });
  if (!item) throw new Error("seed: conexão de demonstração não criada");
  const accounts = await tx
    .insert(openFinanceAccounts)
    .values(
      DEMO_BANK.accounts.map((a) => ({
        userId,
        itemId: item.id,
        pluggyAccountId: a.pluggyAccountId,
        type: a.type,
        name: a.name,
        number: a.number,
        paymentMethodId: input.method(a.method),
        linkState: "linked",
        linkedAt: input.historyStart,
        lastSyncedAt: now,
      })),
    )
    .returning({ id: openFinanceAccounts.id, type: openFinanceAccounts.type });
  const accountOf = (type: "BANK" | "CREDIT") => accounts.find((a) => a.type === type)!.id;

  const sideRows = input.rows.flatMap(({ id, source }, index) => {
    const facts = demoBankFacts(source);
    if (!facts || source.day > today) return [];
    const card = source.paymentMethod === "Cartão de crédito";
    const payee = facts.payee;
    const categorySource = demoCategorySource(source);
    return [
      {
        transactionId: id,
        userId,
        accountId: accountOf(card ? "CREDIT" : "BANK"),
        pluggyTransactionId: `demo-pluggy-bank-tx-${index + 1}`,
        status: "POSTED",
        rawDescription: facts.raw,
        counterparty: card ? null : (payee?.name ?? null),
        counterpartyDocument: card ? null : (payee?.document ?? null),
        pluggyCategoryId: facts.pluggyCategoryId,
        pluggyCategory: facts.pluggyCategory,
        mcc: card ? (facts.mcc ?? null) : null,
        merchantDocument: card ? (payee?.document ?? null) : null,
        needsReview: source.review !== undefined,
        reconciled: categorySource === "person",
      },
    ];
  });
  for (let i = 0; i < sideRows.length; i += 200) {
    await tx.insert(openFinanceTransactions).values(sideRows.slice(i, i + 200));
  }

  const declined = declinedSubscriptions(input.rows.map((r) => r.source), today);
  if (declined.length > 0) {
    await tx
      .insert(recurringSuggestionDismissals)
      .values(declined.map((name) => ({ userId, payeeId: input.payeeIds.get(name)!, dismissedAt: input.historyStart })));
  }
  await insertInvestmentMove(tx, input);
}

/** The conta's money into a CDB: a transfer to the "Investimentos" account, its Pluggy id taken. */
async function insertInvestmentMove(tx: DbOrTx, input: DemoBankInput): Promise<void> {
  const { userId } = input;
  const [investments] = await tx
    .insert(paymentMethods)
    .values({ userId, name: "Investimentos", description: "CDB no Pluggy Bank", kind: "account", color: "#0EA5E9" })
    .returning({ id: paymentMethods.id });
  const move = DEMO_INVESTMENT_MOVE;
  const [transfer] = await tx
    .insert(transfers)
    .values({
      userId,
      fromPaymentMethodId: input.method("Conta corrente"),
      toPaymentMethodId: investments!.id,
      amount: cents(move.cents),
      transferDate: addDays(input.today, -move.daysAgo),
      description: move.description,
    })
    .returning({ id: transfers.id });
  await tx.insert(openFinanceMoves).values({ userId, pluggyTransactionId: move.pluggyTransactionId, transferId: transfer!.id });
}
