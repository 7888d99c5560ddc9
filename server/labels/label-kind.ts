import "server-only";
import type { categories, paymentMethods } from "@/db/schema";
import type { StarterLabel } from "@/lib/schemas/labels";

/** What tells a category apart from a payment method: its table and its pt-BR messages. */
export interface LabelKind {
  table: typeof categories | typeof paymentMethods;
  /** Unique index on (user_id, lower(name)): its violation is a duplicate name. */
  uniqueIndex: string;
  duplicateMessage: string;
  notFoundMessage: string;
  starterSet: readonly StarterLabel[];
}
