"use client";

import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useWatch, type Control, type UseFormSetValue } from "react-hook-form";
import { apiFetch } from "@/lib/client/api-client";
import { NO_SUGGESTION, type SuggestionJson } from "@/lib/schemas/category-rules";
import { categoryFits } from "@/lib/domain/category-types";
import type { TransactionFormInput, TransactionFormValues, TransactionReferences } from "@/lib/schemas/transactions";

/** Pause after the last key before asking for a suggestion. */
export const SUGGEST_DELAY_MS = 350;
const MIN_TERM_LENGTH = 2;

type SuggestedField = "categoryId" | "paymentMethodId";
export type SuggestedMarks = Record<SuggestedField, boolean>;
const FIELDS: SuggestedField[] = ["categoryId", "paymentMethodId"];

/**
 * As the description is typed, asks the server which category and payment method it suggests and
 * fills the selects the person has not chosen themselves; a later description that suggests
 * nothing empties what a suggestion had filled. `touch` records a person's own choice.
 */
export function useReferenceSuggestion({
  control,
  setValue,
  references,
  enabled,
}: {
  control: Control<TransactionFormInput, unknown, TransactionFormValues>;
  setValue: UseFormSetValue<TransactionFormInput>;
  references: TransactionReferences;
  enabled: boolean;
}): { suggested: SuggestedMarks; touch: (field: SuggestedField) => void } {
  const description = useWatch({ control, name: "description" }) ?? "";
  const type = useWatch({ control, name: "transactionType" }) ?? "despesa";
  const touched = useRef<SuggestedMarks>({ categoryId: false, paymentMethodId: false });
  const [suggested, setSuggested] = useState<SuggestedMarks>({ categoryId: false, paymentMethodId: false });

  const apply = useEffectEvent((suggestion: SuggestionJson) => {
    // A suggested category of the other type is no suggestion.
    const categories = references.categories.filter((category) => categoryFits(category, type));
    const options = { categoryId: categories, paymentMethodId: references.paymentMethods };
    const next = { ...suggested };
    for (const field of FIELDS) {
      if (touched.current[field]) continue;
      const id = suggestion[field];
      if (id && options[field].some((option) => option._id === id)) {
        setValue(field, id);
        next[field] = true;
      } else if (suggested[field]) {
        setValue(field, "");
        next[field] = false;
      }
    }
    setSuggested(next);
  });

  useEffect(() => {
    if (!enabled) return;
    const term = description.trim();
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      if (term.length < MIN_TERM_LENGTH) {
        apply(NO_SUGGESTION);
        return;
      }
      apiFetch<SuggestionJson>("/transaction/suggest", { query: { description: term }, signal: controller.signal })
        .then(apply)
        // A suggestion is a convenience: when it fails, the form simply stays as it is.
        .catch(() => undefined);
    }, SUGGEST_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [description, enabled]);

  const touch = (field: SuggestedField) => {
    touched.current[field] = true;
    setSuggested((marks) => (marks[field] ? { ...marks, [field]: false } : marks));
  };
  return { suggested, touch };
}
