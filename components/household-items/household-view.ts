import type { CategoryType } from "@/lib/domain/enums";
import type { HouseholdView } from "@/lib/domain/household-view";
import type { HouseholdItemJson } from "@/lib/schemas/household-item";

/** Whether the person may share items with the household ("Só ver" members may not). */
export function mayShareWithHousehold(view: HouseholdView | null): view is HouseholdView {
  return view !== null && view.level !== "read";
}

/**
 * Whether a dialog offers "Da casa" for `item` (null: a new one): new items and the person's own;
 * another member's household item stays the household's.
 */
export function offersHouseholdSwitch(view: HouseholdView | null, item: HouseholdItemJson | null): view is HouseholdView {
  return mayShareWithHousehold(view) && (item === null || item.access === "owner");
}

/** "de Ana" for another member's household item; null for the person's own or an unknown member. */
export function householdOwnerLine(item: HouseholdItemJson, view: HouseholdView | null): string | null {
  if (!view || !item.household || item.ownerId === view.meId) return null;
  const owner = view.members.find((member) => member.userId === item.ownerId);
  return owner ? `de ${owner.name}` : null;
}

/** Whether the person may edit or delete the item ("Só ver" on a household item may not). */
export function mayChangeItem(item: HouseholdItemJson): boolean {
  return item.access !== "read";
}

/** Whether "Ligar à categoria da casa" applies: the person's own private category, in a household they write to. */
export function mayMapCategory(view: HouseholdView | null, category: HouseholdItemJson): boolean {
  return mayShareWithHousehold(view) && category.access === "owner" && !category.household;
}

/**
 * The household categories a private one may be mapped into: those of the same type, or of both
 * ("ambas"); a category of both types may go to any (the API refuses rows of the wrong type).
 */
export function householdCategoryTargets<T extends HouseholdItemJson & { _id: string; type: CategoryType }>(
  categories: readonly T[],
  category: { _id: string; type: CategoryType },
): T[] {
  return categories.filter(
    (target) =>
      target.household &&
      target._id !== category._id &&
      (target.type === "ambas" || category.type === "ambas" || target.type === category.type),
  );
}
