"use client";

import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import type { TransactionJson } from "@/lib/schemas/transactions";

interface MonthState {
  key: string;
  items: TransactionJson[] | null;
  failed: boolean;
}

/**
 * The month's transactions. Switching months shows the loading state until that month arrives
 * (a late answer for another month is dropped); `refresh` reloads in place, without skeletons.
 */
export function useMonthTransactions(year: number, month: number) {
  const key = `${year}-${month}`;
  const [state, setState] = useState<MonthState>({ key: "", items: null, failed: false });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    apiFetch<TransactionJson[]>("/transaction/list-all", {
      query: { month, year },
      signal: controller.signal,
    })
      .then((items) => setState({ key, items, failed: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState((current) =>
          current.key === key && current.items ? current : { key, items: null, failed: true },
        );
        toast.error("Erro ao buscar transações", {
          description: errorMessage(error, "Não foi possível carregar as transações deste mês."),
        });
      });
    return () => controller.abort();
  }, [key, year, month, version]);

  const current = state.key === key ? state : null;

  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  const retry = useCallback(() => {
    setState({ key: "", items: null, failed: false });
    setVersion((v) => v + 1);
  }, []);
  const removeLocally = useCallback((ids: readonly string[]) => {
    setState((s) => ({ ...s, items: s.items?.filter((t) => !ids.includes(t._id)) ?? null }));
  }, []);

  return {
    items: current?.items ?? null,
    loading: current === null,
    failed: current?.failed ?? false,
    refresh,
    retry,
    removeLocally,
  };
}
