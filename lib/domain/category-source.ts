import type { CategorySource } from "@/lib/domain/enums";

/**
 * A category from the person's rules, their payee's default, their history or their own hand is
 * settled; one from the bank's category or the card's MCC is a suggestion to confirm.
 */
export function isSettledSource(source: CategorySource | null): boolean {
  return source === "rule" || source === "payee" || source === "history" || source === "person";
}
