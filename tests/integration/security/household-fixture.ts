// Two households for the access matrix: A with Ana (owner), Bruno ("Ver e lançar") and Carla ("Só
// ver"); B with Davi (owner). Everyone owns one private record of every entity (./caller); Ana and
// Bruno also own what A shares: an account "Ver e lançar", a card "Só ver", and a category,
// budget, objective and recurring payment "da casa", each with rows.
import { randomBytes, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import {
  budgets,
  categories,
  householdInvitations,
  householdMembers,
  householdSettlements,
  households,
  objectives,
  openFinanceAccounts,
  openFinanceItems,
  payees,
  paymentMethods,
  recurringPayments,
  transactions,
  users,
} from "@/db/schema";
import type { HouseholdLevel, SharingLevel } from "@/lib/domain/enums";
import { db } from "@/lib/server/db";
import { PUT as setBudget } from "@/app/api/v1/budget/[id]/route";
import { POST as createCategory } from "@/app/api/v1/category/route";
import { POST as createObjective } from "@/app/api/v1/objective/route";
import { POST as payStatement } from "@/app/api/v1/payment-method/[id]/statements/[month]/payments/route";
import { POST as createPaymentMethod } from "@/app/api/v1/payment-method/route";
import { POST as payRecurring } from "@/app/api/v1/recurring-payments/[id]/pay/route";
import { POST as createRecurring } from "@/app/api/v1/recurring-payments/route";
import { POST as createInstallments } from "@/app/api/v1/transaction/installment/route";
import { POST as createTransaction } from "@/app/api/v1/transaction/route";
import { day } from "@/lib/domain/calendar";
import { cents } from "@/lib/format/money";
import type { RouteHandler } from "../../helpers/api-routes";
import { call } from "../../helpers/api";
import { createAttachment } from "./caller-receipt";
import { createCaller, PAID_DUE_DATE, STATEMENT_MONTH, type Caller, type Records } from "./caller";

/** What a member of A owns and shares with A, by the name of the id that reaches it. */
export interface SharedRecords {
  /** An account shared "Ver e lançar", and a row in it (with a receipt) and a 3-parcela series. */
  sharedAccount: string;
  sharedRow: string;
  sharedAttachment: string;
  sharedInstallmentGroup: string;
  /** A card shared "Só ver", a 3-parcela purchase on it and a payment of its fatura. */
  readOnlyCard: string;
  readOnlyRow: string;
  readOnlyInstallmentGroup: string;
  readOnlyCardPayment: string;
  /** A row with no account marked "da casa". */
  householdRow: string;
  /** A category "da casa" with a budget "da casa" (a budget's route takes its category's id). */
  householdCategory: string;
  householdObjective: string;
  /** A recurring payment "da casa", paid once (PAID_DUE_DATE). */
  householdRecurring: string;
}

/** How each shared record is shared: the level that decides who may change it. */
export const SHARED_RECORD_KIND: Record<keyof SharedRecords, Exclude<SharingLevel, "private"> | "household"> = {
  sharedAccount: "shared",
  sharedRow: "shared",
  sharedAttachment: "shared",
  sharedInstallmentGroup: "shared",
  readOnlyCard: "read_only",
  readOnlyRow: "read_only",
  readOnlyInstallmentGroup: "read_only",
  readOnlyCardPayment: "read_only",
  householdRow: "household",
  householdCategory: "household",
  householdObjective: "household",
  householdRecurring: "household",
};

export interface Person {
  name: string;
  level: HouseholdLevel;
  household: "A" | "B";
  caller: Caller;
  /** Put in the name of each of the person's private records: no one else's answer may hold it. */
  marker: string;
  /** What the person shares with A (Ana and Bruno only). */
  shared: SharedRecords | null;
  /** The bank connection and connected account behind the shared account: never anyone else's to see. */
  connectionIds: string[];
}

export interface HouseholdWorld {
  ana: Person;
  bruno: Person;
  carla: Person;
  davi: Person;
  people: Person[];
  householdA: string;
  householdB: string;
  /** An invitation of A waiting for its answer, and a settlement between Bruno and Ana. */
  invitationId: string;
  settlementId: string;
}

async function created(handler: RouteHandler, path: string, token: string, body: unknown, params?: Record<string, string>) {
  const res = await call<{ _id?: string; id?: string }>(handler, { method: "POST", path, token, body, params });
  const id = res.body?._id ?? res.body?.id;
  if (res.status !== 201 || !id) throw new Error(`fixture POST ${path} → ${res.status} ${JSON.stringify(res.body)}`);
  return id;
}

async function createHousehold(name: string, members: Array<{ person: Person }>): Promise<string> {
  const owner = members.find((m) => m.person.level === "owner");
  if (!owner) throw new Error("a household needs its owner");
  const [row] = await db.insert(households).values({ name, ownerId: owner.person.caller.userId }).returning({ id: households.id });
  if (!row) throw new Error("household not created");
  await db.insert(householdMembers).values(
    members.map(({ person }) => ({ householdId: row.id, userId: person.caller.userId, level: person.level })),
  );
  return row.id;
}

/** Renames the person's private records after their marker, so a leaked name is found in any answer. */
async function markPrivateRecords(person: Person): Promise<void> {
  const { records, userId } = person.caller;
  const mark = (what: string) => `${person.marker} ${what}`;
  await db.update(users).set({ name: person.name }).where(eq(users.id, userId));
  await db.update(categories).set({ name: mark("categoria") }).where(eq(categories.id, records.categoryId));
  for (const [key, what] of [["paymentMethodId", "conta"], ["cardId", "cartão"], ["accountId", "poupança"]] as const) {
    await db.update(paymentMethods).set({ name: mark(what) }).where(eq(paymentMethods.id, records[key]));
  }
  await db.update(objectives).set({ name: mark("objetivo") }).where(eq(objectives.id, records.objectiveId));
  await db.update(recurringPayments).set({ name: mark("conta fixa") }).where(eq(recurringPayments.id, records.recurringPaymentId));
  await db.update(payees).set({ name: mark("favorecido") }).where(eq(payees.id, records.payeeId));
  await db.update(transactions).set({ description: mark("compra") }).where(eq(transactions.userId, userId));
}

/** What `person` shares with household `householdId`, made through the API and then shared. */
async function createSharedRecords(person: Person, householdId: string): Promise<SharedRecords> {
  const { token, types, records } = person.caller;
  const label = (what: string) => `${what} da casa (${person.name})`;
  const sharedAccount = await created(createPaymentMethod, "/api/v1/payment-method", token, { name: label("Conta"), kind: "account" });
  const readOnlyCard = await created(createPaymentMethod, "/api/v1/payment-method", token, {
    name: label("Cartão"),
    kind: "credit_card",
    closingDay: 3,
    dueDay: 10,
    creditLimit: 3000,
  });
  const householdCategory = await created(createCategory, "/api/v1/category", token, { name: label("Mercado"), color: "#0EA5E9" });
  const householdObjective = await created(createObjective, "/api/v1/objective", token, { name: label("Reforma"), targetValue: 8000 });
  const expense = (description: string, extra: Record<string, unknown>) => ({
    description,
    valor: 87.3,
    categoryId: householdCategory,
    transactionTypeId: types.despesa,
    transactionDate: "2026-03-11",
    ...extra,
  });
  const sharedRow = await created(createTransaction, "/api/v1/transaction", token, expense(label("Feira"), { paymentMethodId: sharedAccount }));
  const householdRow = await created(createTransaction, "/api/v1/transaction", token, expense(label("Gás"), {}));
  const readOnlyRow = await created(createTransaction, "/api/v1/transaction", token, expense(label("Farmácia"), { paymentMethodId: readOnlyCard }));
  // In the shared account under the person's private category: its name and id stay theirs.
  const sharedInstallmentGroup = await installmentGroup(
    token,
    expense(label("Sofá"), { paymentMethodId: sharedAccount, transactionDate: "2026-02-05", categoryId: records.categoryId }),
  );
  const readOnlyInstallmentGroup = await installmentGroup(token, expense(label("TV"), { paymentMethodId: readOnlyCard, transactionDate: "2030-01-05" }));
  // Paid from the person's private account: a statement shown to others must not name it.
  const readOnlyCardPayment = await created(
    payStatement,
    `/api/v1/payment-method/${readOnlyCard}/statements/${STATEMENT_MONTH}/payments`,
    token,
    { amount: 20, paidOn: "2026-03-01", fromPaymentMethodId: records.paymentMethodId },
    { id: readOnlyCard, month: STATEMENT_MONTH },
  );
  const householdRecurring = await created(createRecurring, "/api/v1/recurring-payments", token, {
    name: label("Luz"),
    amount: 180.4,
    dueDay: 10,
    categoryId: householdCategory,
    paymentMethodId: sharedAccount,
  });
  await db.update(recurringPayments).set({ createdAt: new Date("2026-01-01T03:00:00.000Z") }).where(eq(recurringPayments.id, householdRecurring));
  await created(payRecurring, `/api/v1/recurring-payments/${householdRecurring}/pay`, token, { dueDate: PAID_DUE_DATE }, { id: householdRecurring });
  const budget = await call(setBudget, {
    method: "PUT",
    path: `/api/v1/budget/${householdCategory}`,
    params: { id: householdCategory },
    token,
    body: { limit: 600, month: 1, year: 2026 },
  });
  if (budget.status >= 300) throw new Error(`fixture budget → ${budget.status} ${JSON.stringify(budget.body)}`);

  person.connectionIds = await connectBank(person, sharedAccount);
  await db.update(paymentMethods).set({ sharing: "shared" }).where(eq(paymentMethods.id, sharedAccount));
  await db.update(paymentMethods).set({ sharing: "read_only" }).where(eq(paymentMethods.id, readOnlyCard));
  await db.update(transactions).set({ household: true }).where(eq(transactions.id, householdRow));
  await db.update(categories).set({ householdId }).where(eq(categories.id, householdCategory));
  await db.update(budgets).set({ householdId }).where(and(eq(budgets.categoryId, householdCategory), eq(budgets.userId, person.caller.userId)));
  await db.update(objectives).set({ householdId }).where(eq(objectives.id, householdObjective));
  await db.update(recurringPayments).set({ householdId }).where(eq(recurringPayments.id, householdRecurring));
  return {
    sharedAccount,
    sharedRow,
    sharedAttachment: await createAttachment(token, sharedRow),
    sharedInstallmentGroup,
    readOnlyCard,
    readOnlyRow,
    readOnlyInstallmentGroup,
    readOnlyCardPayment,
    householdRow,
    householdCategory,
    householdObjective,
    householdRecurring,
  };
}

/** A bank connection whose account is linked to `accountId` (the shared one): the connection stays its owner's. */
async function connectBank(person: Person, accountId: string): Promise<string[]> {
  const [item] = await db
    .insert(openFinanceItems)
    .values({ userId: person.caller.userId, pluggyItemId: randomUUID(), institutionName: `${person.marker} banco`, status: "UPDATED" })
    .returning({ id: openFinanceItems.id });
  if (!item) throw new Error("fixture bank connection missing");
  const [account] = await db
    .insert(openFinanceAccounts)
    .values({
      userId: person.caller.userId,
      itemId: item.id,
      pluggyAccountId: randomUUID(),
      type: "BANK",
      name: `${person.marker} conta no banco`,
      linkState: "linked",
      paymentMethodId: accountId,
    })
    .returning({ id: openFinanceAccounts.id });
  if (!account) throw new Error("fixture connected account missing");
  return [item.id, account.id];
}

async function installmentGroup(token: string, body: Record<string, unknown>): Promise<string> {
  const res = await call<Array<{ installmentGroupId: string }>>(createInstallments, {
    method: "POST",
    path: "/api/v1/transaction/installment",
    token,
    body: { ...body, installments: 3 },
  });
  const group = res.body[0]?.installmentGroupId;
  if (res.status !== 201 || !group) throw new Error(`fixture installments → ${res.status} ${JSON.stringify(res.body)}`);
  return group;
}

async function person(name: string, level: HouseholdLevel, household: "A" | "B"): Promise<Person> {
  const created = {
    name,
    level,
    household,
    caller: await createCaller(),
    marker: `${name.toLowerCase()}-privado-${randomBytes(4).toString("hex")}`,
    shared: null,
    connectionIds: [],
  };
  await markPrivateRecords(created);
  return created;
}

/** Both households, everyone's records, and what Ana and Bruno share with A. */
export async function createHouseholdWorld(): Promise<HouseholdWorld> {
  const ana = await person("Ana", "owner", "A");
  const bruno = await person("Bruno", "full", "A");
  const carla = await person("Carla", "read", "A");
  const davi = await person("Davi", "owner", "B");
  const householdA = await createHousehold("Casa A", [{ person: ana }, { person: bruno }, { person: carla }]);
  const householdB = await createHousehold("Casa B", [{ person: davi }]);
  ana.shared = await createSharedRecords(ana, householdA);
  bruno.shared = await createSharedRecords(bruno, householdA);
  const [invitation] = await db
    .insert(householdInvitations)
    .values({
      householdId: householdA,
      email: `convidada-${randomBytes(4).toString("hex")}@exemplo.com.br`,
      level: "full",
      codeHash: randomBytes(32).toString("hex"),
      invitedBy: ana.caller.userId,
      expiresAt: new Date(Date.now() + 7 * 24 * 3600 * 1000),
    })
    .returning({ id: householdInvitations.id });
  const [settlement] = await db
    .insert(householdSettlements)
    .values({ householdId: householdA, fromUserId: bruno.caller.userId, toUserId: ana.caller.userId, amount: cents(31240), settledOn: day("2026-03-20"), createdBy: ana.caller.userId })
    .returning({ id: householdSettlements.id });
  if (!invitation || !settlement) throw new Error("fixture invitation or settlement missing");
  const people = [ana, bruno, carla, davi];
  return { ana, bruno, carla, davi, people, householdA, householdB, invitationId: invitation.id, settlementId: settlement.id };
}

/** Every id of `person`'s private records (those no one else may see or reach). */
export function privateIds(person: Person): string[] {
  return [...idsOf(person.caller.records), ...person.connectionIds];
}

/** The ids a record table holds, in key order. */
export function idsOf<T extends Records | SharedRecords>(records: T): string[] {
  return (Object.keys(records) as Array<keyof T>).map((key) => String(records[key]));
}
