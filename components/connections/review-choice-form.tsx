"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { ReviewOption } from "@/components/connections/review-option";
import { reviewInboxTexts as texts } from "@/components/connections/review-inbox-texts";

const SELECT_CLASS =
  "h-9 min-w-0 flex-1 rounded-md border border-zinc-200 bg-white px-3 text-sm focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:outline-none dark:border-zinc-800 dark:bg-zinc-950 dark:focus-visible:ring-emerald-500";

/** A category or an account picked inline for a whole group; the select takes focus when it opens. */
export function ReviewChoiceForm({
  label,
  options,
  initial,
  busy,
  onSubmit,
  onCancel,
}: {
  label: string;
  options: ReviewOption[];
  initial: string | null;
  busy: boolean;
  onSubmit: (id: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const [choice, setChoice] = useState(initial && options.some((option) => option.id === initial) ? initial : (options[0]?.id ?? ""));
  useEffect(() => select.current?.focus(), []);
  return (
    <form
      className="flex flex-col gap-2 rounded-lg bg-zinc-50 p-3 sm:flex-row sm:items-end dark:bg-zinc-900"
      onSubmit={(event) => {
        event.preventDefault();
        if (choice) onSubmit(choice);
      }}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === "Escape") onCancel();
      }}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-xs font-medium text-zinc-600 dark:text-zinc-400">
          {label}
        </label>
        <select id={id} ref={select} className={SELECT_CLASS} value={choice} onChange={(event) => setChoice(event.target.value)} required>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={busy} disabled={!choice}>
          {texts.apply}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}
