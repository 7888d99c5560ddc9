import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { Client, Pool } from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import * as schema from "@/db/schema";
import { runMigrations } from "@/db/migrate";
import { buildDemoTransactions } from "@/db/seed/build-transactions";
import { DEMO_OBJECTIVES } from "@/db/seed/catalog";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import { cents, centsToNumeric, reaisToCents, type Reais } from "@/lib/format/money";
import { answerPaymentKindsReview } from "@/server/payment-methods/answer-payment-kinds-review";
import { getPaymentKindsReview } from "@/server/payment-methods/get-payment-kinds-review";
import { listPaymentMethods } from "@/server/payment-methods/list-payment-methods";
import { migrationsUpTo } from "../helpers/scratch-database";

const databaseUrl = inject("databaseUrl");
const embedded = inject("databaseKind") === "embedded";
const scratch = `bolso_kinds_${process.pid}_${Date.now()}`;
const scratchUrl = (() => {
  const url = new URL(databaseUrl);
  url.pathname = `/${scratch}`;
  return url.toString();
})();

/** Every balance as migration 0009's code read it: each payment method but the cards was an account. */
const OLD_BALANCES = `
  select pm.id, pm.name, (pm.opening_balance
    + coalesce((select sum(case when tt.transaction_type = 'receita' then t.valor else -t.valor end)
        from transactions t join transaction_types tt on tt.id = t.transaction_type_id
        where t.payment_method_id = pm.id and t.transaction_date <= $1), 0)
    + coalesce((select sum(amount) from transfers where to_payment_method_id = pm.id and transfer_date <= $1), 0)
    - coalesce((select sum(amount) from transfers where from_payment_method_id = pm.id and transfer_date <= $1), 0)
    - coalesce((select sum(amount) from card_payments where from_payment_method_id = pm.id and paid_on <= $1), 0)
  )::text as balance
  from payment_methods pm where pm.kind = 'account' order by pm.name`;

const TOTALS = `select (select count(*) from transactions)::int as count, (select sum(valor) from transactions)::text as sum,
  (select sum(amount) from transfers)::text as transfers, (select sum(amount) from card_payments)::text as payments`;

let client: Client;
let pool: Pool;
const today = todayInSaoPaulo();
const ids = { demo: "", other: "", cardOnly: "" };
const method = new Map<string, string>();
let before: Map<string, string>;
let totalsBefore: unknown;

async function one<T>(text: string, values: unknown[] = []): Promise<T> {
  return (await client.query(text, values)).rows[0] as T;
}

async function addUser(name: string): Promise<string> {
  return (await one<{ id: string }>(
    "insert into users (name, email, password_hash, subscription_status) values ($1, $2, 'x', 'active') returning id",
    [name, `${name.toLowerCase()}-${scratch}@exemplo.com.br`],
  )).id;
}

async function addMethod(userId: string, name: string, extra = ""): Promise<string> {
  const id = (await one<{ id: string }>(
    `insert into payment_methods (user_id, name${extra ? ", kind, closing_day, due_day" : ""}) values ($1, $2${extra}) returning id`,
    [userId, name],
  )).id;
  method.set(name, id);
  return id;
}

/** Today's demo data (its payment methods and twelve months of transactions), plus what makes an account. */
async function seedOldShape() {
  ids.demo = await addUser("Demo");
  ids.other = await addUser("Outra");
  ids.cardOnly = await addUser("Cartao");
  // The demo's payment methods before 0010: all five were accounts.
  for (const name of ["Pix", "Cartão de crédito", "Cartão de débito", "Dinheiro", "Boleto"]) await addMethod(ids.demo, name);
  const nubank = await addMethod(ids.demo, "Conta Nubank");
  await client.query("update payment_methods set opening_balance = '1500.25' where id = $1", [nubank]);
  const poupanca = await addMethod(ids.demo, "Poupança");
  const roxo = await addMethod(ids.demo, "Cartão Roxo", ", 'credit_card', 3, 10");
  await client.query("update payment_methods set opening_balance = '-80.10' where id = $1", [await addMethod(ids.other, "Carteira da outra")]);
  await addMethod(ids.cardOnly, "Só cartão", ", 'credit_card', 5, 12");

  const types = new Map(
    (await client.query<{ id: string; transaction_type: string }>("select id, transaction_type from transaction_types")).rows.map((r) => [r.transaction_type, r.id]),
  );
  const objectives = new Map<string, string>();
  for (const o of DEMO_OBJECTIVES) {
    const row = await one<{ id: string }>("insert into objectives (user_id, name, target_value) values ($1, $2, $3) returning id", [ids.demo, o.name, centsToNumeric(cents(o.targetCents))]);
    objectives.set(o.key, row.id);
  }
  const group = (await one<{ id: string }>("select gen_random_uuid() as id")).id;
  for (const t of buildDemoTransactions(today)) {
    await client.query(
      `insert into transactions (user_id, description, valor, transaction_date, transaction_type_id, payment_method_id,
         is_objective, objective_id, installment_group_id, installment_index, installment_count)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        ids.demo, t.description, centsToNumeric(t.cents), t.day, types.get(t.type), method.get(t.paymentMethod),
        t.objective !== undefined, t.objective ? objectives.get(t.objective) : null,
        t.installment ? group : null, t.installment?.index ?? null, t.installment?.count ?? null,
      ],
    );
  }
  await client.query(
    `insert into transactions (user_id, description, valor, transaction_date, transaction_type_id, payment_method_id, statement_month)
     values ($1, 'Livraria', '120.00', '2026-01-20', $2, $3, '2026-02-01')`,
    [ids.demo, types.get("despesa"), roxo],
  );
  await client.query(
    "insert into transfers (user_id, from_payment_method_id, to_payment_method_id, amount, transfer_date) values ($1, $2, $3, '300.33', '2026-01-05')",
    [ids.demo, nubank, poupanca],
  );
  await client.query(
    "insert into card_payments (user_id, card_id, statement_month, amount, paid_on, from_payment_method_id) values ($1, $2, '2026-02-01', '120.00', '2026-02-09', $3)",
    [ids.demo, roxo, nubank],
  );
}

const balancesNow = async (userId: string, db: ReturnType<typeof drizzle<typeof schema>>) =>
  new Map((await listPaymentMethods(db, userId)).map((m) => [m._id, m]));

describe.skipIf(embedded)("migration 0010: payment method kinds on a copy of today's demo data", () => {
  let db: ReturnType<typeof drizzle<typeof schema>>;

  beforeAll(async () => {
    const admin = new Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database "${scratch}"`);
    await admin.end();
    client = new Client({ connectionString: scratchUrl });
    await client.connect();
    await migrate(drizzle(client), { migrationsFolder: migrationsUpTo(9) });
    await seedOldShape();
    before = new Map((await client.query<{ id: string; balance: string }>(OLD_BALANCES, [today])).rows.map((r) => [r.id, r.balance]));
    totalsBefore = await one(TOTALS);
    await runMigrations(scratchUrl);
    pool = new Pool({ connectionString: scratchUrl });
    db = drizzle(pool, { schema });
  }, 120_000);

  afterAll(async () => {
    await client?.end();
    await pool?.end();
    const admin = new Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${scratch}" with (force)`);
    await admin.end();
  });

  it("keeps as accounts those with an opening balance, a transfer or a fatura payment, each balance to the centavo", async () => {
    const after = new Map([...(await balancesNow(ids.demo, db)), ...(await balancesNow(ids.other, db))]);
    const kinds = Object.fromEntries([...after.values()].map((m) => [m.name, m.kind]));
    expect(kinds).toEqual({
      Pix: "method",
      "Cartão de crédito": "method",
      "Cartão de débito": "method",
      Dinheiro: "method",
      Boleto: "method",
      "Conta Nubank": "account",
      Poupança: "account",
      "Cartão Roxo": "credit_card",
      "Carteira da outra": "account",
    });
    for (const m of after.values()) {
      if (m.kind === "account") expect(m.balance === null ? null : centsToNumeric(reaisToCents(m.balance))).toBe(before.get(m._id));
      else expect(m.balance).toBeNull();
    }
    expect(before.get(method.get("Conta Nubank") ?? "")).toBe("1079.92");
    expect(await one(TOTALS)).toEqual(totalsBefore);
  });

  it("asks once, with the guess preselected, only people who have payment methods other than cards", async () => {
    const review = await getPaymentKindsReview(db, ids.demo);
    expect(review?.methods.filter((m) => m.holdsMoney).map((m) => m.name)).toEqual(["Conta Nubank", "Poupança"]);
    expect(review?.methods.map((m) => m.name)).not.toContain("Cartão Roxo");
    expect(await getPaymentKindsReview(db, ids.other)).not.toBeNull();
    expect(await getPaymentKindsReview(db, ids.cardOnly)).toBeNull();
  });

  it("refuses an answer that would take money out of an account (409), changing nothing", async () => {
    await expect(answerPaymentKindsReview(db, ids.other, { accountIds: [] })).rejects.toMatchObject({ code: "conflict" });
    expect((await balancesNow(ids.other, db)).get(method.get("Carteira da outra") ?? "")).toMatchObject({ kind: "account", balance: -80.1 });
    expect(await getPaymentKindsReview(db, ids.other)).not.toBeNull();
  });

  it("gives back every old balance to the centavo when the person says they all hold money, and is not asked again", async () => {
    const all = [...method.entries()].filter(([name]) => !name.startsWith("Cartão Roxo") && !name.startsWith("Só") && name !== "Carteira da outra");
    await answerPaymentKindsReview(db, ids.demo, { accountIds: all.map(([, id]) => id) });
    const after = await balancesNow(ids.demo, db);
    for (const [, id] of all) {
      expect(after.get(id)?.kind).toBe("account");
      expect(centsToNumeric(reaisToCents(after.get(id)?.balance ?? (Number.NaN as Reais)))).toBe(before.get(id));
    }
    expect(await getPaymentKindsReview(db, ids.demo)).toBeNull();
    expect(await one(TOTALS)).toEqual(totalsBefore);
  });
});
