import { db } from "@/lib/server/db";
import { householdMembers, households } from "@/db/schema";
import type { HouseholdLevel } from "@/lib/domain/enums";
import { createTestUser } from "../helpers/users";

export type Person = Awaited<ReturnType<typeof createTestUser>>;

async function household(name: string, members: [Person, HouseholdLevel][]) {
  const [owner] = members[0] ?? [];
  if (!owner) throw new Error("a household needs its owner");
  const [row] = await db.insert(households).values({ name, ownerId: owner.user.id }).returning();
  if (!row) throw new Error("household not created");
  await db
    .insert(householdMembers)
    .values(members.map(([person, level]) => ({ householdId: row.id, userId: person.user.id, level })));
  return row.id;
}

/**
 * Ana owns a household with Bruno ("Ver e lançar") and Carla ("Só ver"); Davi owns another one and
 * Eva belongs to none. Written straight into the database: these tests are about the items (and
 * the sharing tests' world starts from them, `households-sharing-fixtures.ts`).
 */
export async function createHouseholds() {
  const [ana, bruno, carla, davi, eva] = await Promise.all(
    ["Ana", "Bruno", "Carla", "Davi", "Eva"].map((name) => createTestUser({ name })),
  );
  if (!ana || !bruno || !carla || !davi || !eva) throw new Error("people not created");
  const householdId = await household("Casa da Ana", [
    [ana, "owner"],
    [bruno, "full"],
    [carla, "read"],
  ]);
  await household("Casa do Davi", [[davi, "owner"]]);
  return { ana, bruno, carla, davi, eva, householdId };
}
