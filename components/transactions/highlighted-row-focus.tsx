"use client";

import { useEffect } from "react";
import { transactionRowId } from "@/components/search/transaction-link";

/**
 * The row a search result opened (`?highlight=`, kept in the URL) is scrolled into view and
 * focused once it is on the page: it streams in after the navigation, too late for the hash.
 */
export function HighlightedRowFocus({ id }: { id: string }) {
  useEffect(() => {
    const row = document.getElementById(transactionRowId(id));
    if (!row) return;
    row.scrollIntoView({ block: "center" });
    row.focus({ preventScroll: true });
  }, [id]);
  return null;
}
