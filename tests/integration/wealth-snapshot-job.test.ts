import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { balanceSnapshots, investments, loans, paymentMethods, transactions } from "@/db/schema";
import { db } from "@/lib/server/db";
import { cents } from "@/lib/format/money";
import { jobOf } from "@/server/jobs/jobs";
import { QUEUES } from "@/server/shared/job-queue";
import { balancesOn } from "@/server/wealth/balances-on";
import { recordSnapshots } from "@/server/wealth/record-snapshot";
import { day } from "@/lib/domain/calendar";
import { createTestUser } from "../helpers/users";
import { transactionTypeIds } from "./transactions-fixtures";

/**
 * The daily snapshot job, run at 00:20 of 01/01/2021 in São Paulo: it records 31/12/2020 (a day no
 * other file's rows existed on, so they are left alone). The person had, since 2020: a conta
 * (1.500,00 opening, a despesa of 200,00 on 20/12), a card (a purchase of 350,00 on 20/12, fatura
 * 2021-01), a CDB (10.000,00) and a financing (50.000,00); a Tesouro added today is not recorded.
 */
const RUN_AT = new Date("2021-01-01T03:20:00.000Z");
const SINCE = new Date("2020-06-01T12:00:00.000Z");
let userId: string;
let account: string;
let card: string;
let cdb: string;
let loan: string;

const runJob = () => jobOf(QUEUES.balanceSnapshots).work({ db, now: () => RUN_AT })([]);

const snapshotsOf = () =>
  db
    .select({ kind: balanceSnapshots.subjectKind, day: balanceSnapshots.day, balance: balanceSnapshots.balance })
    .from(balanceSnapshots)
    .where(eq(balanceSnapshots.userId, userId))
    .orderBy(asc(balanceSnapshots.subjectKind), asc(balanceSnapshots.day));

beforeAll(async () => {
  const user = await createTestUser();
  userId = user.user.id;
  const types = await transactionTypeIds();
  const [a, c] = await db
    .insert(paymentMethods)
    .values([
      { userId, name: "Conta", kind: "account", openingBalance: cents(150000), createdAt: SINCE },
      { userId, name: "Cartão", kind: "credit_card", closingDay: 3, dueDay: 10, createdAt: SINCE },
    ])
    .returning({ id: paymentMethods.id });
  account = a?.id ?? "";
  card = c?.id ?? "";
  await db.insert(transactions).values([
    { userId, description: "Luz", valor: cents(20000), transactionDate: day("2020-12-20"), transactionTypeId: types.despesa, paymentMethodId: account },
    { userId, description: "Mercado", valor: cents(35000), transactionDate: day("2020-12-20"), transactionTypeId: types.despesa, paymentMethodId: card, statementMonth: day("2021-01-01") },
  ]);
  const [i] = await db
    .insert(investments)
    .values([
      { userId, name: "CDB", kind: "renda_fixa", balance: cents(1000000), createdAt: SINCE },
      { userId, name: "Tesouro", kind: "renda_fixa", balance: cents(70000) },
    ])
    .returning({ id: investments.id });
  cdb = i?.id ?? "";
  const [l] = await db
    .insert(loans)
    .values({ userId, name: "Financiamento", kind: "financiamento_veiculo", balance: cents(5000000), createdAt: SINCE })
    .returning({ id: loans.id });
  loan = l?.id ?? "";
  // Older days of the CDB: March 2019 is before the 13 months kept day by day.
  await recordSnapshots(
    db,
    (
      [
        ["2019-03-10", 900_000],
        ["2019-03-31", 910_000],
        ["2019-04-15", 920_000],
        ["2019-12-31", 950_000],
        ["2020-02-10", 960_000],
      ] as const
    ).map(([date, value]) => ({ userId, subjectKind: "investment" as const, subjectId: cdb, day: day(date), balanceCents: cents(value) })),
  );
});

describe("the daily balance snapshot", () => {
  it("records every balance at the end of the day that has just ended, once however often it runs", async () => {
    await runJob();
    await db.update(investments).set({ balance: cents(1005000) }).where(eq(investments.id, cdb));
    await runJob();
    const rows = await snapshotsOf();
    const lastDay = rows.filter((row) => row.day === "2020-12-31");
    expect(lastDay).toEqual([
      { kind: "account", day: day("2020-12-31"), balance: cents(130000) },
      { kind: "card", day: day("2020-12-31"), balance: cents(35000) },
      // The second run's figure replaced the first's.
      { kind: "investment", day: day("2020-12-31"), balance: cents(1005000) },
      { kind: "loan", day: day("2020-12-31"), balance: cents(5000000) },
    ]);
  });

  it("keeps only each month's last snapshot before the 13 months kept day by day; 31/12 stays", async () => {
    await runJob();
    const cdbDays = (await snapshotsOf()).filter((row) => row.kind === "investment").map((row) => row.day);
    expect(cdbDays).toEqual(["2019-03-31", "2019-04-15", "2019-12-31", "2020-02-10", "2020-12-31"]);
  });

  it("balancesOn reads a recorded day as it was, not estimated", async () => {
    const balances = await balancesOn(db, userId, "2020-12-31");
    expect(balances.accounts).toEqual([{ paymentMethodId: account, name: "Conta", balanceCents: 130_000, estimated: false }]);
    expect(balances.cards).toEqual([{ paymentMethodId: card, name: "Cartão", owedCents: 35_000, estimated: false }]);
    expect(balances.investments).toEqual([{ investmentId: cdb, name: "CDB", balanceCents: 1_005_000, estimated: false }]);
    expect(balances.loans).toEqual([{ loanId: loan, name: "Financiamento", balanceCents: 5_000_000, estimated: false }]);
    const march = await balancesOn(db, userId, "2019-03-31");
    expect(march.investments).toEqual([{ investmentId: cdb, name: "CDB", balanceCents: 910_000, estimated: false }]);
    const between = await db
      .select({ day: balanceSnapshots.day })
      .from(balanceSnapshots)
      .where(and(eq(balanceSnapshots.subjectId, cdb), eq(balanceSnapshots.day, day("2019-03-10"))));
    expect(between).toEqual([]);
  });
});
