"use client";

import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { SearchField } from "@/components/item-grid/search-field";
import { normalizeSearchTerm } from "@/lib/search";

const DEBOUNCE_MS = 300;

/**
 * A search box whose term lives in the URL as `?q=`: the server filters the list, so a reload or
 * a shared link shows the same results. Typing replaces the URL after a 300 ms pause (the input
 * keeps focus); Enter applies it at once; without JavaScript the form submits `?q=` itself.
 * `term` is the one the server rendered the list with.
 */
export function UrlSearchField({
  term,
  placeholder,
  label,
}: {
  term: string;
  placeholder: string;
  label: string;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [value, setValue] = useState(term);
  const [renderedTerm, setRenderedTerm] = useState(term);
  const [sentTerm, setSentTerm] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The term changed without this box (the empty state's 'Limpar busca', back, forward): show it.
  // One this box sent itself is left alone, since the user may have typed on meanwhile.
  if (term !== renderedTerm) {
    setRenderedTerm(term);
    if (term !== sentTerm) {
      setValue(term);
      setSentTerm(null);
    }
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (text: string) => {
    clearTimeout(timer.current);
    const next = normalizeSearchTerm(text);
    // Read at the last moment, so params another control changed meanwhile are kept.
    const params = new URLSearchParams(window.location.search);
    if (next === (params.get("q") ?? "")) return;
    if (next) params.set("q", next);
    else params.delete("q");
    // Another term means other results: a page number would point into the old ones.
    params.delete("page");
    const query = params.toString();
    setSentTerm(next);
    startTransition(() => router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }));
  };

  const change = (text: string) => {
    setValue(text);
    clearTimeout(timer.current);
    // Clearing the box is a deliberate act: show everything again at once.
    if (text === "") apply(text);
    else timer.current = setTimeout(() => apply(text), DEBOUNCE_MS);
  };

  return (
    <form
      role="search"
      action={pathname}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        apply(value);
      }}
    >
      <SearchField
        name="q"
        value={value}
        onChange={change}
        placeholder={placeholder}
        label={label}
        busy={pending}
      />
    </form>
  );
}
