import type { HouseholdLevel } from "@/lib/domain/enums";

/**
 * What an item screen knows of the person's household, read by its page on the server (null
 * outside one): who they are, their level, and the members' names for "de Ana".
 */
export interface HouseholdView {
  meId: string;
  level: HouseholdLevel;
  members: { userId: string; name: string }[];
}

/** The view of GET /household's answer for `meId`. */
export function householdView(
  household: { members: { userId: string; name: string }[]; me: { level: HouseholdLevel } },
  meId: string,
): HouseholdView {
  return { meId, level: household.me.level, members: household.members.map(({ userId, name }) => ({ userId, name })) };
}
