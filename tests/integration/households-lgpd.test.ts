import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { householdMembers, households, openFinanceItems, paymentMethods, transactions } from "@/db/schema";
import { db } from "@/lib/server/db";
import { POST as deleteRequest } from "@/app/api/v1/user/delete-request/route";
import { DELETE as deleteMe } from "@/app/api/v1/user/me/route";
import { GET as exportData } from "@/app/api/v1/user/export/route";
import { GET as getTransaction } from "@/app/api/v1/transaction/[id]/route";
import { POST as createTransaction } from "@/app/api/v1/transaction/route";
import { call } from "../helpers/api";
import { TEST_PASSWORD } from "../helpers/users";
import { unzip } from "./attachments-fixtures";
import { clearRateLimits, freshIp, setCode } from "./auth-fixtures";
import { createHouseholdWorld, type HouseholdWorld, type Person } from "./security/household-fixture";
import { secretsIn } from "./security/household-rules";
import { secretsOf } from "./security/household-secrets";

type Row = Record<string, unknown> & { id: string; shared?: boolean; ownerName?: string };
type ExportFile = Record<string, Row[]>;

let world: HouseholdWorld;
beforeAll(async () => {
  world = await createHouseholdWorld();
}, 240_000);
beforeEach(() => clearRateLimits());

async function exportOf(person: Person): Promise<ExportFile> {
  const res = await call<ExportFile>(exportData, { path: "/api/v1/user/export", token: person.caller.token });
  expect(res.status).toBe(200);
  return res.body;
}

function byId(rows: Row[] | undefined): Map<string, Row> {
  return new Map((rows ?? []).map((row) => [row.id, row]));
}

/** Closes `person`'s account through the API, with the e-mailed code replaced by a known one. */
async function deleteAccount(person: Person): Promise<void> {
  const asked = await call(deleteRequest, { method: "POST", path: "/api/v1/user/delete-request", token: person.caller.token });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  await setCode(person.caller.userId, "delete_account", "246810");
  const res = await call(deleteMe, {
    method: "DELETE",
    path: "/api/v1/user/me",
    token: person.caller.token,
    body: { password: TEST_PASSWORD, confirmationCode: "246810" },
    headers: freshIp(),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(204);
}

/** Rows naming `userId` in every table with a user_id column. */
async function rowsNaming(userId: string): Promise<Record<string, number>> {
  const tables = await db.execute<{ name: string }>(sql`
    select c.table_name as name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and c.column_name = 'user_id' and t.table_type = 'BASE TABLE'`);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(name)} where user_id = ${userId}`);
    const n = Number(result.rows[0]?.n ?? 0);
    if (n > 0) counts[name] = n;
  }
  return counts;
}

describe("LGPD export of a household member", () => {
  it("holds what the person owns, plus what the household shares with them, marked with its owner's name", async () => {
    const { ana, bruno } = world;
    const shared = ana.shared;
    if (!shared) throw new Error("Ana shares nothing");
    const file = await exportOf(bruno);

    const methods = byId(file.paymentMethods);
    for (const id of [shared.sharedAccount, shared.readOnlyCard]) {
      expect(methods.get(id), id).toMatchObject({ shared: true, ownerName: "Ana" });
    }
    expect(methods.get(bruno.caller.records.paymentMethodId)).not.toHaveProperty("shared");
    const rows = byId(file.transactions);
    for (const id of [shared.sharedRow, shared.householdRow, shared.readOnlyRow]) {
      expect(rows.get(id), id).toMatchObject({ shared: true, ownerName: "Ana", categoryId: shared.householdCategory });
      expect(rows.get(id)).not.toHaveProperty("payeeId");
    }
    // Ana's parcels in her shared account under her private category: the rows, never the category.
    const sofa = [...rows.values()].filter((row) => row.installmentGroupId === shared.sharedInstallmentGroup);
    expect(sofa).toHaveLength(3);
    for (const row of sofa) expect(row).toMatchObject({ shared: true, categoryId: null });
    expect(byId(file.categories).get(shared.householdCategory)).toMatchObject({ shared: true, ownerName: "Ana" });
    expect(byId(file.objectives).get(shared.householdObjective)).toMatchObject({ shared: true, ownerName: "Ana" });
    expect(byId(file.recurringPayments).get(shared.householdRecurring)).toMatchObject({ shared: true, ownerName: "Ana" });
    expect((file.budgets ?? []).filter((b) => b.categoryId === shared.householdCategory && b.shared)).toHaveLength(1);

    // Nothing private of anyone else's (Ana's bank connection, accounts and rows included).
    expect(secretsIn(file, secretsOf(world, bruno))).toEqual([]);
    const own = await db.select({ id: openFinanceItems.id }).from(openFinanceItems).where(eq(openFinanceItems.userId, bruno.caller.userId));
    expect(file.bankConnections?.map((c) => c.id).sort()).toEqual(own.map((c) => c.id).sort());
  });

  it("another household's export holds nothing of it; the zip's dados.json is the same file", async () => {
    const davi = await exportOf(world.davi);
    expect(secretsIn(davi, secretsOf(world, world.davi))).toEqual([]);
    expect(Object.values(davi).flat().some((row) => (row as Row | null)?.shared)).toBe(false);

    const zip = await call<Buffer>(exportData, { path: "/api/v1/user/export", query: { format: "zip" }, token: world.carla.caller.token });
    expect(zip.status).toBe(200);
    const inside = JSON.parse((await unzip(zip.body)).get("dados.json")?.toString("utf8") ?? "{}") as ExportFile;
    expect(byId(inside.transactions).get(world.bruno.shared?.sharedRow ?? "")).toMatchObject({ shared: true, ownerName: "Bruno" });
  });
});

describe("LGPD deletion of a household member", () => {
  it("deletes what they own; the other's shared account stays, with the rows they typed there by ex-membro", async () => {
    const { ana, bruno, carla } = world;
    const anaShared = ana.shared;
    const brunoShared = bruno.shared;
    if (!anaShared || !brunoShared) throw new Error("shared records missing");
    const typed = await call<{ _id: string; ownerId: string; createdBy: { id: string } | null }>(createTransaction, {
      method: "POST",
      path: "/api/v1/transaction",
      token: bruno.caller.token,
      body: {
        description: "Padaria que Bruno lançou",
        valor: 23.5,
        categoryId: anaShared.householdCategory,
        paymentMethodId: anaShared.sharedAccount,
        transactionTypeId: bruno.caller.types.despesa,
        transactionDate: "2026-03-14",
      },
    });
    expect(typed.status, JSON.stringify(typed.body)).toBe(201);
    expect(typed.body).toMatchObject({ ownerId: ana.caller.userId, createdBy: { id: bruno.caller.userId, name: "Bruno" } });

    await deleteAccount(bruno);

    expect(await rowsNaming(bruno.caller.userId)).toEqual({});
    const left = await db.select({ id: paymentMethods.id }).from(paymentMethods).where(eq(paymentMethods.id, brunoShared.sharedAccount));
    expect(left).toEqual([]);
    const [row] = await db
      .select({ userId: transactions.userId, createdBy: transactions.createdBy, paymentMethodId: transactions.paymentMethodId })
      .from(transactions)
      .where(eq(transactions.id, typed.body._id));
    expect(row).toEqual({ userId: ana.caller.userId, createdBy: null, paymentMethodId: anaShared.sharedAccount });
    for (const viewer of [ana, carla]) {
      const seen = await call(getTransaction, {
        path: `/api/v1/transaction/${typed.body._id}`,
        params: { id: typed.body._id },
        token: viewer.caller.token,
      });
      expect(seen.status, viewer.name).toBe(200);
      expect(seen.body).toMatchObject({ createdBy: null });
    }
    expect(byId((await exportOf(ana)).transactions).get(typed.body._id)).toMatchObject({ createdBy: null });
    const members = await db.select({ userId: householdMembers.userId }).from(householdMembers).where(eq(householdMembers.householdId, world.householdA));
    expect(members.map((m) => m.userId).sort()).toEqual([ana.caller.userId, carla.caller.userId].sort());
  });

  it("deleting the owner passes the household on, and takes what she owned with the rows others typed in it", async () => {
    const { ana, carla } = world;
    const anaShared = ana.shared;
    if (!anaShared) throw new Error("shared records missing");
    await deleteAccount(ana);

    expect(await rowsNaming(ana.caller.userId)).toEqual({});
    const [household] = await db.select({ ownerId: households.ownerId }).from(households).where(eq(households.id, world.householdA));
    expect(household).toEqual({ ownerId: carla.caller.userId });
    const rows = await db.select({ id: transactions.id }).from(transactions).where(eq(transactions.paymentMethodId, anaShared.sharedAccount));
    expect(rows).toEqual([]);
    const carlaFile = await exportOf(carla);
    expect(Object.values(carlaFile).flat().some((r) => (r as Row | null)?.shared)).toBe(false);
  });
});
