import { randomUUID } from "node:crypto";
import type { PluggyClient } from "pluggy-sdk";
import { openFinanceItems, users } from "@/db/schema";
import type { Db } from "@/lib/server/db";
import { createStarterCategories } from "@/server/categories/create-starter-categories";
import { syncItem } from "@/server/open-finance/sync-item";
import type { FakePluggy } from "./pluggy-server";
import { HOUSEHOLD_MONTHS, HOUSEHOLD_OWNER } from "./household-catalog";
import { addHouseholdRows, householdYear, seedHouseholdBank, type HouseholdBank } from "./household-year";
import { scoreHousehold, type HouseholdScore } from "./household-score";

/** The month the person reviews, and the next one, which arrives after the review. */
export const REVIEWED_MONTH = HOUSEHOLD_MONTHS - 2;
export const NEXT_MONTH = HOUSEHOLD_MONTHS - 1;

export interface HouseholdStart {
  userId: string;
  household: HouseholdBank;
  itemId: string;
  /** The first sync: every month but the last, as a newcomer connects. */
  first: HouseholdScore;
  firstSeconds: number;
}

/**
 * A newcomer with the starter categories connects the household's bank: the first sync reads every
 * month but the last (which the bank has not sent yet).
 */
export async function connectHousehold(
  db: Db,
  fake: FakePluggy,
  client: PluggyClient,
  now: Date = new Date(),
): Promise<HouseholdStart> {
  const [user] = await db
    .insert(users)
    .values({
      name: "Ana Paula Ribeiro",
      email: `ana-${randomUUID()}@exemplo.com.br`,
      passwordHash: "x",
      confirmedAt: new Date(),
      subscriptionStatus: "active",
    })
    .returning();
  await createStarterCategories(db, user!.id);
  const rows = householdYear(now);
  const household = seedHouseholdBank(
    fake.state,
    user!.id,
    rows.filter((row) => row.month < NEXT_MONTH),
  );
  // Pluggy's identity of the item: the holder's CPF, which her own transfers carry.
  fake.state.setIdentity(household.item.id, { document: HOUSEHOLD_OWNER.cpf, fullName: HOUSEHOLD_OWNER.name.toUpperCase() });
  const [item] = await db
    .insert(openFinanceItems)
    .values({ userId: user!.id, pluggyItemId: household.item.id, institutionName: "Pluggy Bank", status: "UPDATING" })
    .returning();
  const started = performance.now();
  await syncItem(db, client, item!.id, { monthsBack: HOUSEHOLD_MONTHS + 1, now });
  const firstSeconds = (performance.now() - started) / 1000;
  const first = await scoreHousehold(db, user!.id, household.truth);
  return { userId: user!.id, household, itemId: item!.id, first, firstSeconds };
}

/** The bank sends the last month; a later sync brings it. Scores that month alone. */
export async function syncNextMonth(
  db: Db,
  fake: FakePluggy,
  client: PluggyClient,
  start: HouseholdStart,
  now: Date = new Date(),
): Promise<HouseholdScore> {
  const rows = householdYear(now).filter((row) => row.month === NEXT_MONTH);
  addHouseholdRows(fake.state, start.household, rows);
  await syncItem(db, client, start.itemId, { monthsBack: HOUSEHOLD_MONTHS + 1, now });
  return scoreHousehold(db, start.userId, start.household.truth, (month) => month === NEXT_MONTH);
}
