import type { LabelJson } from "@/lib/schemas/labels";
import type { CategoryJson } from "@/lib/schemas/categories";

/**
 * What the recurring-payment dialog chooses from, read by the page on the server (alphabetically);
 * a list is null when its read failed, and the dialog then says so.
 */
export interface PaymentReferences {
  categories: CategoryJson[] | null;
  paymentMethods: LabelJson[] | null;
}
