import { beforeAll, describe, expect, it } from "vitest";
import { GET as getReport } from "@/app/api/v1/tax/[year]/route";
import { GET as getCsv } from "@/app/api/v1/tax/[year]/csv/route";
import { db } from "@/lib/server/db";
import { accountBankDetails, paymentMethods } from "@/db/schema";
import type { TaxReport } from "@/lib/schemas/tax";
import { cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { createSharingWorld, type SharingWorld } from "./households-sharing-fixtures";

/**
 * Ana's Bens e Direitos in "Casa da Ana" (with Bruno and Carla): three accounts with a balance,
 * the bank's joint flag and the household's sharing crossed — joint and shared, joint and private,
 * shared and not joint.
 */
const YEAR = "2026";
let world: SharingWorld;
const ids = { jointShared: "", jointPrivate: "", sharedOnly: "" };

async function anaAccount(name: string, sharing: "private" | "shared", joint: boolean) {
  const userId = world.ana.user.id;
  const [row] = await db
    .insert(paymentMethods)
    .values({ userId, name, color: "#0EA5E9", kind: "account", sharing, openingBalance: cents(150000) })
    .returning({ id: paymentMethods.id });
  if (!row) throw new Error("account not created");
  await db.insert(accountBankDetails).values({ paymentMethodId: row.id, userId, bankCode: "001", branch: "1234", accountNumber: "5678-9", joint });
  return row.id;
}

const report = (token: string) => call<TaxReport>(getReport, { token, params: { year: YEAR } });
const lineOf = (body: TaxReport, id: string) => body.assets.find((line) => line.source.id === id);

beforeAll(async () => {
  world = await createSharingWorld();
  ids.jointShared = await anaAccount("Conta Casa BB", "shared", true);
  ids.jointPrivate = await anaAccount("Conta Mãe BB", "private", true);
  ids.sharedOnly = await anaAccount("Conta Mercado BB", "shared", false);
});

describe("Bens e Direitos of a household member", () => {
  it("names the other members as co-holders of a joint account the owner shares, in the JSON and the CSV", async () => {
    const answer = await report(world.ana.token);
    expect(answer.status).toBe(200);
    const line = lineOf(answer.body, ids.jointShared);
    expect(line).toMatchObject({ joint: true, coHolders: ["Bruno", "Carla"] });
    expect(line?.description).toBe("Conta Casa BB, banco 001, agência 1234, conta 5678-9. Conta conjunta com Bruno e Carla.");
    const csv = await call<string>(getCsv, { token: world.ana.token, params: { year: YEAR }, query: { section: "assets" } });
    expect(csv.status).toBe(200);
    const csvLine = csv.body.split("\r\n").find((row) => row.includes("Conta Casa BB"));
    expect(csvLine).toContain("Conta conjunta com Bruno e Carla.");
  });

  it("leaves a joint account kept private, and a shared one the bank does not mark joint, as they were", async () => {
    const { body } = await report(world.ana.token);
    expect(lineOf(body, ids.jointPrivate)).toMatchObject({
      joint: true,
      coHolders: [],
      description: "Conta Mãe BB, banco 001, agência 1234, conta 5678-9, conta conjunta",
    });
    expect(lineOf(body, ids.sharedOnly)).toMatchObject({
      joint: false,
      coHolders: [],
      description: "Conta Mercado BB, banco 001, agência 1234, conta 5678-9",
    });
  });

  it("keeps Ana's accounts out of Bruno's report: they stay their owner's", async () => {
    const answer = await report(world.bruno.token);
    expect(answer.status).toBe(200);
    const sources = answer.body.assets.map((line) => line.source.id);
    for (const id of Object.values(ids)) expect(sources).not.toContain(id);
    expect(answer.body.assets.some((line) => line.coHolders.length > 0)).toBe(false);
  });
});
