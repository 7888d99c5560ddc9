"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { SearchField } from "@/components/item-grid/search-field";

const DEBOUNCE_MS = 300;

/**
 * The description search. After a 300 ms pause the term goes into `?q=` (replacing the history
 * entry, back to page 1) and the server answers with the matching rows; the box keeps focus and
 * what is typed meanwhile. Back and forward put the URL's term back in the box.
 */
export function TransactionSearch({ q, hrefWithoutQuery }: { q: string; hrefWithoutQuery: string }) {
  const router = useRouter();
  const [value, setValue] = useState(q);
  const [searching, startSearch] = useTransition();
  const sent = useRef(q);

  // A term arriving from the URL (back, forward, 'Limpar filtros') replaces what the box shows.
  useEffect(() => {
    if (q !== sent.current) {
      sent.current = q;
      setValue(q);
    }
  }, [q]);

  useEffect(() => {
    const term = value.trim();
    if (term === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = term;
      const url = new URL(hrefWithoutQuery, window.location.origin);
      if (term) url.searchParams.set("q", term);
      startSearch(() => router.replace(`${url.pathname}${url.search}`, { scroll: false }));
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, hrefWithoutQuery, router]);

  return (
    <div className="w-full sm:max-w-sm" aria-busy={searching || undefined} data-searching={searching || undefined}>
      <SearchField
        value={value}
        onChange={setValue}
        placeholder="Buscar transações..."
        label="Buscar transações pela descrição"
      />
    </div>
  );
}
