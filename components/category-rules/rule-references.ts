import type { RefJson } from "@/lib/schemas/transactions";

/** What the rule dialog chooses from, read on the server with the page. */
export interface RuleReferences {
  categories: RefJson[];
  paymentMethods: RefJson[];
  /** The person's tag names, for the rule's tags' autocomplete. */
  tags: string[];
}
