import { randomUUID } from "node:crypto";
import bcrypt from "bcryptjs";
import { eq, sql } from "drizzle-orm";
import {
  cardPayments,
  categories,
  objectives,
  paymentMethods,
  recurringPaymentOccurrences,
  recurringPayments,
  transactions,
  transactionTypes,
  users,
} from "@/db/schema";
import { db } from "@/lib/server/db";
import type { Db, DbOrTx } from "@/lib/server/db";
import { addDays, type Day, firstDay, splitDay, todayInSaoPaulo } from "@/lib/domain/calendar";
import { startOfDayInSaoPaulo } from "@/lib/domain/due-alert";
import { cents } from "@/lib/format/money";
import {
  DEMO_BILL_DUE_TOMORROW,
  DEMO_CARD,
  DEMO_CATEGORIES,
  DEMO_OBJECTIVES,
  DEMO_PAYMENT_METHODS,
  DEMO_RECURRING,
  type CategoryName,
  type ObjectiveKey,
  type PaymentMethodName,
  type RecurringKey,
} from "./seed/catalog";
import { buildDemoTransactions, demoHistoryStart } from "./seed/build-transactions";
import { demoStatementPayments, demoStatementMonths } from "./seed/card-statements";
import { demoBankFacts, demoCategorySource, insertDemoBankConnection, insertDemoPayees } from "./seed/bank-connection";

export const DEMO_EMAIL = "demo@bolso.app";
export const DEMO_PASSWORD = "demo12345";
export const DEMO_NAME = "Ana Souza";
const PASSWORD_COST = 12;
/** Two processes seeding at once (two dev servers on one database) queue on this lock. */
const SEED_LOCK_ID = 7_261_500_002;

export interface SeedResult {
  email: string;
  password: string;
  /** False when the account already existed and was only checked. */
  created: boolean;
}

/**
 * Ensures the demo account: confirmed, VIP, with 12 months of data ending in the current month
 * (São Paulo). Idempotent: when the account exists, its data is left as the person left it and
 * only the login (password, confirmation, VIP) is restored.
 */
export async function seedDemoAccount(
  database: Db = db,
  now: Date = new Date(),
): Promise<SeedResult> {
  const created = await database.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const [existing] = await tx
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(sql`lower(${users.email})`, DEMO_EMAIL));
    if (existing) {
      const samePassword = await bcrypt.compare(DEMO_PASSWORD, existing.passwordHash);
      await tx
        .update(users)
        .set({
          vipAccess: true,
          confirmedAt: sql`coalesce(${users.confirmedAt}, now())`,
          ...(samePassword
            ? {}
            : { passwordHash: await bcrypt.hash(DEMO_PASSWORD, PASSWORD_COST) }),
        })
        .where(eq(users.id, existing.id));
      return false;
    }
    await createDemoAccount(tx, todayInSaoPaulo(now), now);
    return true;
  });
  return { email: DEMO_EMAIL, password: DEMO_PASSWORD, created };
}

async function createDemoAccount(tx: DbOrTx, today: Day, now: Date): Promise<void> {
  const [user] = await tx
    .insert(users)
    .values({
      name: DEMO_NAME,
      email: DEMO_EMAIL,
      passwordHash: await bcrypt.hash(DEMO_PASSWORD, PASSWORD_COST),
      confirmedAt: now,
      vipAccess: true,
      subscriptionStatus: "active",
    })
    .returning({ id: users.id });
  if (!user) throw new Error("seed: conta de demonstração não criada");
  const userId = user.id;

  const categoryRows = await tx
    .insert(categories)
    .values(DEMO_CATEGORIES.map((c) => ({ ...c, userId })))
    .returning({ id: categories.id, name: categories.name });
  const methodRows = await insertDemoPaymentMethods(tx, userId);
  const objectiveIds = new Map<ObjectiveKey, string>();
  for (const objective of DEMO_OBJECTIVES) {
    const [row] = await tx
      .insert(objectives)
      .values({ userId, name: objective.name, targetValue: cents(objective.targetCents) })
      .returning({ id: objectives.id });
    if (row) objectiveIds.set(objective.key, row.id);
  }
  const typeRows = await tx.select().from(transactionTypes);

  const categoryId = lookup(new Map(categoryRows.map((r) => [r.name as CategoryName, r.id])));
  const methodId = lookup(new Map(methodRows.map((r) => [r.name as PaymentMethodName, r.id])));
  const typeId = lookup(new Map(typeRows.map((r) => [r.transactionType, r.id])));
  const objectiveId = lookup(objectiveIds);

  // The bills exist since the history starts, so its paid (and unpaid) months show on the dashboard.
  const billsSince = startOfDayInSaoPaulo(demoHistoryStart(today));
  const recurringIds = new Map<RecurringKey, string>();
  for (const bill of DEMO_RECURRING) {
    const [row] = await tx
      .insert(recurringPayments)
      .values({
        userId,
        name: bill.name,
        amount: cents(bill.amountCents),
        dueDay: bill.dueDay,
        frequency: bill.frequency,
        categoryId: categoryId(bill.category),
        paymentMethodId: methodId(bill.paymentMethod),
        description: bill.description,
        isActive: true,
        createdAt: billsSince,
      })
      .returning({ id: recurringPayments.id });
    if (row) recurringIds.set(bill.key, row.id);
  }
  const recurringId = lookup(recurringIds);

  const installmentGroupId = randomUUID();
  const built = buildDemoTransactions(today);
  const payeeIds = await insertDemoPayees(tx, userId, built, { category: categoryId, recurring: recurringId });
  const cardMonths = demoStatementMonths(built);
  const payeeOf = (t: (typeof built)[number]) => {
    const name = demoBankFacts(t)?.payee?.name;
    return name ? (payeeIds.get(name) ?? null) : null;
  };
  const rows = built.map((t, index) => ({
    id: randomUUID(),
    source: t,
    values: {
      userId,
      description: t.description,
      valor: t.cents,
      transactionDate: t.day,
      transactionTypeId: typeId(t.type),
      categoryId: categoryId(t.category),
      categorySource: demoCategorySource(t),
      payeeId: payeeOf(t),
      paymentMethodId: methodId(t.paymentMethod),
      isObjective: t.objective !== undefined,
      objectiveId: t.objective ? objectiveId(t.objective) : null,
      installmentGroupId: t.installment ? installmentGroupId : null,
      installmentIndex: t.installment?.index ?? null,
      installmentCount: t.installment?.count ?? null,
      statementMonth: cardMonths[index] ? firstDay(cardMonths[index]) : null,
    },
  }));
  for (const chunk of chunks(rows, 200)) {
    await tx.insert(transactions).values(chunk.map((r) => ({ id: r.id, ...r.values })));
  }
  const occurrences = rows.flatMap(({ id, source }) =>
    source.recurring
      ? [
          {
            userId,
            recurringPaymentId: recurringId(source.recurring),
            dueDate: source.day,
            transactionId: id,
          },
        ]
      : [],
  );
  if (occurrences.length > 0) await tx.insert(recurringPaymentOccurrences).values(occurrences);

  const statementPayments = demoStatementPayments(built, cardMonths, today);
  if (statementPayments.length > 0) {
    await tx.insert(cardPayments).values(
      statementPayments.map((payment) => ({
        userId,
        cardId: methodId(DEMO_CARD.name),
        statementMonth: firstDay(payment.month),
        amount: cents(payment.cents),
        paidOn: payment.paidOn,
        fromPaymentMethodId: methodId(DEMO_CARD.paidFrom),
      })),
    );
  }
  await insertDemoBankConnection(tx, { userId, rows, payeeIds, method: methodId, historyStart: billsSince, today, now });
  const bill = DEMO_BILL_DUE_TOMORROW;
  await tx.insert(recurringPayments).values({
    userId,
    name: bill.name,
    amount: cents(bill.amountCents),
    dueDay: splitDay(addDays(today, 1)).day,
    frequency: "monthly",
    categoryId: categoryId(bill.category),
    paymentMethodId: methodId(bill.paymentMethod),
    description: bill.description,
    isActive: true,
    createdAt: now,
  });
}

/** The accounts and the card first, then the methods, each naming the account it draws from. */
async function insertDemoPaymentMethods(tx: DbOrTx, userId: string) {
  const holders = await tx
    .insert(paymentMethods)
    .values(
      DEMO_PAYMENT_METHODS.flatMap((m) =>
        m.kind === "method"
          ? []
          : [
              {
                userId,
                name: m.name,
                description: m.description,
                color: m.color,
                kind: m.kind,
                ...(m.kind === "account"
                  ? { openingBalance: cents(m.openingCents) }
                  : {
                      closingDay: DEMO_CARD.closingDay,
                      dueDay: DEMO_CARD.dueDay,
                      creditLimit: cents(DEMO_CARD.limitCents),
                    }),
              },
            ],
      ),
    )
    .returning({ id: paymentMethods.id, name: paymentMethods.name });
  const holderId = lookup(new Map(holders.map((r) => [r.name, r.id])));
  const methods = await tx
    .insert(paymentMethods)
    .values(
      DEMO_PAYMENT_METHODS.flatMap((m) =>
        m.kind === "method"
          ? [{ userId, name: m.name, description: m.description, color: m.color, kind: m.kind, accountId: holderId(m.drawsFrom) }]
          : [],
      ),
    )
    .returning({ id: paymentMethods.id, name: paymentMethods.name });
  return [...holders, ...methods];
}

/** A Map getter that fails loudly: a seed row naming something missing is a programming error. */
function lookup<K extends string>(map: Map<K, string>): (key: K) => string {
  return (key) => {
    const id = map.get(key);
    if (!id) throw new Error(`seed: referência desconhecida "${key}"`);
    return id;
  };
}

function chunks<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );
}
