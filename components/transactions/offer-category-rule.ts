"use client";

import type { Day } from "@/lib/domain/calendar";
import { toast } from "@/components/toast/toast";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { ruleTermFrom } from "@/lib/schemas/category-rules";
import { offerPayeeCategory } from "@/components/transactions/offer-payee-category";
import type { RefJson } from "@/lib/schemas/transactions";

/** How long the offer stays on screen: long enough to read and decide. */
const OFFER_DURATION_MS = 12_000;

/**
 * After an edit changed a transaction's category, offers a rule so the next ones with the same
 * description get it by themselves; a row with a payee is offered the payee's other rows of the
 * month and "Sempre" (the payee's default category) instead. Nothing happens unless the person accepts.
 */
export function offerCategoryRule(
  before: { description: string; categoryId?: string; payeeId?: string },
  after: { description: string; categoryId: string | null; transactionDate: Day },
  categories: readonly Pick<RefJson, "_id" | "name">[],
): void {
  if (!after.categoryId || after.categoryId === (before.categoryId ?? null)) return;
  if (before.payeeId) {
    offerPayeeCategory({ payeeId: before.payeeId, categoryId: after.categoryId, month: after.transactionDate.slice(0, 7) });
    return;
  }
  const category = categories.find((c) => c._id === after.categoryId);
  const term = ruleTermFrom(after.description);
  if (!category || term === "") return;
  toast(`Sempre categorizar '${term}' como ${category.name}?`, {
    duration: OFFER_DURATION_MS,
    action: {
      label: "Criar regra",
      onClick: () => {
        apiFetch("/category-rule", { method: "POST", body: { contains: term, categoryId: category._id } })
          .then(() => toast.success("Regra criada", { description: `'${term}' → ${category.name}` }))
          .catch((error: unknown) =>
            toast.error("Não foi possível criar a regra", { description: errorMessage(error, "Tente novamente.") }),
          );
      },
    },
  });
}
