"use client";

import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { apiFetch } from "@/lib/client/api-client";
import type { LabelJson } from "@/lib/schemas/labels";
import type { ObjectiveJson } from "@/lib/schemas/objectives";
import type { TransactionTypeJson } from "@/lib/schemas/transactions";

export interface TransactionReferences {
  types: TransactionTypeJson[];
  categories: LabelJson[];
  paymentMethods: LabelJson[];
  objectives: ObjectiveJson[];
}

type Loaded = { [K in keyof TransactionReferences]: TransactionReferences[K] | null };

const EMPTY: TransactionReferences = {
  types: [],
  categories: [],
  paymentMethods: [],
  objectives: [],
};

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, "pt-BR", { sensitivity: "base" });

async function settle<T>(request: Promise<T[]>): Promise<T[] | null> {
  try {
    const value = await request;
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/** Each list, or null where its request failed. */
async function fetchReferences(): Promise<Loaded> {
  const [types, categories, paymentMethods, objectives] = await Promise.all([
    settle(apiFetch<TransactionTypeJson[]>("/transaction/transaction-types")),
    settle(apiFetch<LabelJson[]>("/category/list-all")),
    settle(apiFetch<LabelJson[]>("/payment-method/list-all")),
    settle(apiFetch<ObjectiveJson[]>("/objective/list-all")),
  ]);
  return { types, categories, paymentMethods, objectives };
}

function merge(previous: TransactionReferences | null, loaded: Loaded): TransactionReferences {
  const base = previous ?? EMPTY;
  return {
    types: loaded.types ?? base.types,
    categories: [...(loaded.categories ?? base.categories)].sort(byName),
    paymentMethods: [...(loaded.paymentMethods ?? base.paymentMethods)].sort(byName),
    objectives: [...(loaded.objectives ?? base.objectives)].sort(byName),
  };
}

function warnIfFailed(loaded: Loaded) {
  if (Object.values(loaded).some((list) => list === null)) {
    toast.error("Erro ao carregar dados", {
      description: "Não foi possível buscar os dados do servidor",
    });
  }
}

/**
 * What the dialog and the category filter choose from. Whatever loads is used; any failure
 * shows the spec's one toast. `reload` runs again each time the dialog opens.
 */
export function useTransactionReferences() {
  const [refs, setRefs] = useState<TransactionReferences | null>(null);

  useEffect(() => {
    let active = true;
    void fetchReferences().then((loaded) => {
      if (!active) return;
      setRefs((previous) => merge(previous, loaded));
      warnIfFailed(loaded);
    });
    return () => {
      active = false;
    };
  }, []);

  const reload = useCallback(async () => {
    const loaded = await fetchReferences();
    setRefs((previous) => merge(previous, loaded));
    warnIfFailed(loaded);
  }, []);

  return { refs: refs ?? EMPTY, loading: refs === null, reload };
}
