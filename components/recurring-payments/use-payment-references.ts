"use client";

import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { apiFetch } from "@/lib/client/api-client";
import type { LabelJson } from "@/lib/schemas/labels";

const byName = (a: LabelJson, b: LabelJson) =>
  a.name.localeCompare(b.name, "pt-BR", { sensitivity: "base" });

/**
 * The categories and payment methods the dialog chooses from; each list is null while it loads
 * (its select shows 'Carregando...') and fails with its own toast. `reload` runs again
 * each time the dialog opens, so labels created meanwhile appear.
 */
export function usePaymentReferences() {
  const [categories, setCategories] = useState<LabelJson[] | null>(null);
  const [paymentMethods, setPaymentMethods] = useState<LabelJson[] | null>(null);

  const reload = useCallback(
    () =>
      Promise.allSettled([
        apiFetch<LabelJson[]>("/category/list-all"),
        apiFetch<LabelJson[]>("/payment-method/list-all"),
      ]).then(([categoryResult, methodResult]) => {
        if (categoryResult.status === "fulfilled") {
          setCategories([...categoryResult.value].sort(byName));
        } else {
          setCategories((current) => current ?? []);
          toast.error("Erro ao buscar categorias", {
            description: "Não foi possível carregar as categorias.",
          });
        }
        if (methodResult.status === "fulfilled") {
          setPaymentMethods([...methodResult.value].sort(byName));
        } else {
          setPaymentMethods((current) => current ?? []);
          toast.error("Erro ao buscar meios de pagamento", {
            description: "Não foi possível carregar os meios de pagamento.",
          });
        }
      }),
    [],
  );

  useEffect(() => {
    void reload();
  }, [reload]);

  return { categories, paymentMethods, reload };
}
