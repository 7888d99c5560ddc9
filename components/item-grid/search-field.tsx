"use client";

import { Loader2, Search, X } from "lucide-react";
import { Input } from "@/components/ui/input";
import { SEARCH_MAX_LENGTH } from "@/lib/search";
import { cn } from "@/lib/utils";

/**
 * The search box above a list, with a clear button once something is typed. `name` lets a form
 * submit it without JavaScript; `busy` swaps the magnifier for a spinner while results load.
 */
export function SearchField({
  value,
  onChange,
  placeholder,
  label,
  name,
  busy = false,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
  name?: string;
  busy?: boolean;
}) {
  const Icon = busy ? Loader2 : Search;
  return (
    <div className="relative w-full sm:max-w-sm">
      <Icon
        className={cn(
          "pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-500",
          busy && "animate-spin",
        )}
        aria-hidden="true"
      />
      <Input
        type="search"
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {value ? (
        <button
          type="button"
          onClick={() => onChange("")}
          aria-label="Limpar busca"
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded-md p-1 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-700 focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:outline-none dark:hover:bg-zinc-800 dark:hover:text-zinc-200"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
