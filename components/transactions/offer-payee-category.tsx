"use client";

import { toast } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { countOf } from "@/lib/format/count";
import type { PayeeCategoryOffer, PayeeCategoryResult } from "@/lib/schemas/payee-category";

/** How long the offer stays on screen: long enough to read and decide. */
const OFFER_DURATION_MS = 12_000;
let offers = 0;

const dismiss = (id: string) => void import("sonner").then((module) => module.toast.dismiss(id));

function apply(payee: PayeeCategoryOffer, body: { categoryId: string; month?: string; always?: boolean }, done: () => void) {
  apiFetch<PayeeCategoryResult>(`/payees/${payee.payeeId}/category`, { method: "POST", body })
    .then((result) => {
      toast.success(
        body.always
          ? `“${payee.name}” vai sempre para esta categoria.`
          : `${countOf(result.updated, "lançamento recategorizado", "lançamentos recategorizados")}.`,
      );
      done();
    })
    .catch((error: unknown) =>
      toast.error("Não foi possível aplicar a categoria", { description: errorMessage(error, "Tente novamente.") }),
    );
}

/**
 * After the person gave a row of a payee a category (in the transaction dialog or the review
 * inbox): offers "Aplicar aos outros N lançamentos de “iFood” neste mês" (when there are such
 * rows) and "Sempre" (the payee's default category). Nothing happens unless the person taps one.
 */
export function offerPayeeCategory(
  { payeeId, categoryId, month }: { payeeId: string; categoryId: string; month: string },
  onApplied: () => void = () => {},
): void {
  apiFetch<PayeeCategoryOffer>(`/payees/${payeeId}/category?${new URLSearchParams({ categoryId, month }).toString()}`)
    .then((payee) => {
      if (payee.defaultCategoryId === categoryId && payee.count === 0) return;
      offers += 1;
      const id = `payee-offer-${offers}`;
      toast(
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium">Mesma categoria para “{payee.name}”?</p>
          <div className="flex flex-wrap gap-2">
            {payee.count > 0 ? (
              <Button
                size="sm"
                className="h-auto min-h-8 max-w-full shrink py-1"
                onClick={() => {
                  dismiss(id);
                  apply(payee, { categoryId, month }, onApplied);
                }}
              >
                <span className="min-w-0 text-left whitespace-normal">
                  Aplicar aos outros {countOf(payee.count, "lançamento", "lançamentos")} de “{payee.name}” neste mês
                </span>
              </Button>
            ) : null}
            {payee.defaultCategoryId !== categoryId ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  dismiss(id);
                  apply(payee, { categoryId, always: true }, onApplied);
                }}
              >
                Sempre
              </Button>
            ) : null}
          </div>
        </div>,
        { id, duration: OFFER_DURATION_MS },
      );
    })
    // The offer is a convenience: when it cannot be read, the category the person chose stays saved.
    .catch(() => {});
}
