// What no answer to a person may hold: the ids of every other person's private records, the
// marker each of those records carries in its name, and who belongs to another household and
// what that household shares.
import { idsOf, privateIds, type HouseholdWorld, type Person } from "./household-fixture";

/** Each route with a gap (a shared record it does not show yet), with the cases that met it. */
export type GapLog = Map<string, string[]>;

export function secretsOf(world: HouseholdWorld, actor: Person): string[] {
  return world.people
    .filter((p) => p !== actor)
    .flatMap((p) => [p.marker, ...privateIds(p), ...(p.household === actor.household ? [] : [p.caller.userId, p.caller.email, ...(p.shared ? idsOf(p.shared) : [])])]);
}
