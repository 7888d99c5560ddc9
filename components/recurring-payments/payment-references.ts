import type { LabelJson } from "@/lib/schemas/labels";
import type { CategoryJson } from "@/lib/schemas/categories";
import type { HouseholdView } from "@/lib/domain/household-view";

/**
 * What the recurring-payment dialog chooses from, read by the page on the server (alphabetically);
 * a list is null when its read failed, and the dialog then says so.
 */
export interface PaymentReferences {
  categories: CategoryJson[] | null;
  paymentMethods: LabelJson[] | null;
  /** The person's household (null outside one): "Da casa" in the dialog and on its bills. */
  household: HouseholdView | null;
}
