"use client";

import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { apiFetch } from "@/lib/client/api-client";

export interface YearMonth {
  year: number;
  month: number;
}

/** Each dashboard call has its own toast ('Erro ao buscar ...'). */
export interface LoadFailure {
  title: string;
  description: string;
}

interface ResourceState<T> {
  key: string;
  data: T | null;
  failed: boolean;
}

/**
 * One dashboard card's data. A new month (or a retry) shows the skeleton until its answer arrives,
 * and a late answer for another month is dropped; a new `version` reloads in place, keeping the
 * figures on screen meanwhile (after a bill is paid).
 */
export function useDashboardResource<T>(
  path: string,
  period: YearMonth | null,
  failure: LoadFailure,
  version = 0,
) {
  const year = period?.year;
  const month = period?.month;
  const key = `${path}?${year ?? ""}-${month ?? ""}`;
  const [state, setState] = useState<ResourceState<T>>({ key: "", data: null, failed: false });
  const [attempt, setAttempt] = useState(0);
  const { title, description } = failure;

  useEffect(() => {
    const controller = new AbortController();
    apiFetch<T>(path, { query: { month, year }, signal: controller.signal })
      .then((data) => setState({ key, data, failed: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`${title}:`, error);
        // A failed reload in place keeps what is on screen; the toast says it is not fresh.
        setState((current) =>
          current.key === key && current.data !== null ? current : { key, data: null, failed: true },
        );
        toast.error(title, { id: title, description });
      });
    return () => controller.abort();
  }, [path, key, year, month, version, attempt, title, description]);

  const retry = useCallback(() => {
    setState({ key: "", data: null, failed: false });
    setAttempt((n) => n + 1);
  }, []);

  const current = state.key === key ? state : null;
  return {
    data: current?.data ?? null,
    loading: current === null,
    failed: current?.failed ?? false,
    retry,
  };
}
