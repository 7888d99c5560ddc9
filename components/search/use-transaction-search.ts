"use client";

import { useEffect, useState } from "react";
import { apiFetch } from "@/lib/client/api-client";
import { normalizeSearchTerm } from "@/lib/search";
import { SEARCH_MIN_LENGTH } from "@/lib/schemas/transaction-search";
import type { TransactionJson } from "@/lib/schemas/transactions";

/** Waits this long after the last keystroke: one request per pause, not one per letter. */
const DEBOUNCE_MS = 250;

export type TransactionSearchState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "done"; term: string; results: TransactionJson[] }
  | { status: "error" };

/** The server's matches for `raw` as it is typed, debounced; a newer term cancels the older request. */
export function useTransactionSearch(raw: string): TransactionSearchState {
  const term = normalizeSearchTerm(raw);
  const searchable = term.length >= SEARCH_MIN_LENGTH;
  const [state, setState] = useState<TransactionSearchState>({ status: "idle" });

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setState({ status: "loading" });
      apiFetch<TransactionJson[]>("/transaction/search", { query: { q: term }, signal: controller.signal })
        .then((results) => setState({ status: "done", term, results }))
        .catch(() => {
          if (!controller.signal.aborted) setState({ status: "error" });
        });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [term, searchable]);

  return searchable ? state : { status: "idle" };
}
