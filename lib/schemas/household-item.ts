import * as z from "@/lib/schemas/zod";
import type { RecordAccess } from "@/lib/domain/enums";
import { householdMessages } from "@/lib/schemas/households";

/**
 * What categories, budgets, objectives and recurring payments share as items of a household
 * ("da casa"): the `household` flag they accept and what their JSON says of who owns them.
 */
export const householdItemMessages = {
  invalid: "Informe household como true (da casa) ou false (só seu).",
  noHousehold: householdMessages.noHousehold,
  ownerOnlyPersonal: "Só quem criou este item pode deixá-lo só seu.",
  needsHouseholdCategory: "Um item da casa precisa de uma categoria da casa.",
} as const;

/** `household`: true shares the item with the actor's household, false keeps it theirs. */
export const householdFlag = z.boolean({ error: householdItemMessages.invalid });

/** What the person asking may do with the item: it is theirs, or the household's (write or read). */
export type HouseholdItemAccess = RecordAccess;

export interface HouseholdItemJson {
  /** Whether it is "da casa" (shared with the owner's household). */
  household: boolean;
  /** Who created it. */
  ownerId: string;
  access: HouseholdItemAccess;
}
