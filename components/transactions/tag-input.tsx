"use client";

import { X } from "lucide-react";
import { useId, useState } from "react";
import { controlClasses } from "@/components/ui/input";
import { foldForSearch } from "@/lib/search";
import { TAG_NAME_MAX, TAGS_PER_TRANSACTION, tagMessages } from "@/lib/schemas/tags";
import { cn } from "@/lib/utils";

const SUGGESTIONS = 6;

/**
 * Tags as chips, typed into a combobox that suggests the person's own tags. Enter or a comma adds
 * what was typed (or the highlighted suggestion), Backspace in the empty box removes the last chip,
 * the arrows walk the suggestions; leaving the box keeps what was typed. A spelling of a tag
 * already chosen ("viagem" after "Viagem") adds nothing. `id` and the aria props reach the box.
 */
export function TagInput({
  value,
  onChange,
  suggestions,
  id,
  ...aria
}: {
  value: string[];
  onChange: (tags: string[]) => void;
  /** The person's tag names. */
  suggestions: readonly string[];
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}) {
  const listId = useId();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [notice, setNotice] = useState<string | null>(null);
  const chosen = new Set(value.map(foldForSearch));
  const typed = foldForSearch(text.trim());
  const options = suggestions
    .filter((tag) => !chosen.has(foldForSearch(tag)) && foldForSearch(tag).includes(typed))
    .slice(0, SUGGESTIONS);
  const expanded = open && options.length > 0;

  const add = (names: string[]) => {
    const next = [...value];
    for (const raw of names) {
      // An existing tag keeps its spelling: "viagem" typed is the person's "Viagem".
      const name = suggestions.find((tag) => foldForSearch(tag) === foldForSearch(raw.trim())) ?? raw.trim();
      if (name === "" || next.some((tag) => foldForSearch(tag) === foldForSearch(name))) continue;
      if (next.length >= TAGS_PER_TRANSACTION) {
        setNotice(tagMessages.tooMany);
        break;
      }
      next.push(name.slice(0, TAG_NAME_MAX));
    }
    if (next.length !== value.length) onChange(next);
    setText("");
    setActive(-1);
  };
  const remove = (tag: string) => {
    setNotice(null);
    onChange(value.filter((t) => t !== tag));
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (options.length === 0 ? -1 : (index + step + options.length) % options.length));
    } else if (event.key === "Enter" || event.key === ",") {
      const option = expanded && active >= 0 ? options[active] : undefined;
      if (option === undefined && text.trim() === "") {
        if (event.key === ",") event.preventDefault();
        return;
      }
      event.preventDefault();
      add([option ?? text]);
    } else if (event.key === "Backspace" && text === "" && value.length > 0) {
      event.preventDefault();
      remove(value[value.length - 1] ?? "");
    } else if (event.key === "Escape" && expanded) {
      setOpen(false);
    }
  };

  return (
    <div className="relative flex flex-col gap-1">
      <div
        className={cn(
          controlClasses,
          "flex min-h-9 flex-wrap items-center gap-1.5 py-1 focus-within:border-emerald-600 focus-within:ring-3 focus-within:ring-emerald-600/20 dark:focus-within:border-emerald-500",
        )}
        aria-invalid={aria["aria-invalid"]}
      >
        {value.length > 0 ? (
          <ul aria-label="Tags escolhidas" className="contents">
            {value.map((tag) => (
              <li
                key={tag}
                className="flex max-w-full items-center gap-1 rounded-full bg-emerald-50 py-0.5 pr-1 pl-2.5 text-xs font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300"
              >
                <span className="truncate">{tag}</span>
                <button
                  type="button"
                  onClick={() => remove(tag)}
                  aria-label={`Remover tag ${tag}`}
                  className="rounded-full p-0.5 outline-none hover:bg-emerald-100 focus-visible:ring-2 focus-visible:ring-emerald-600 dark:hover:bg-emerald-900"
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <input
          id={id}
          {...aria}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          value={text}
          maxLength={TAG_NAME_MAX * 4}
          autoComplete="off"
          enterKeyHint="enter"
          placeholder={value.length === 0 ? "Ex.: Viagem, Reforma" : ""}
          className="h-7 min-w-24 flex-1 bg-transparent text-sm outline-none placeholder:text-zinc-500 dark:placeholder:text-zinc-400"
          onChange={(event) => {
            const parts = event.target.value.split(",");
            setNotice(null);
            setOpen(true);
            setActive(-1);
            if (parts.length > 1) {
              add(parts.slice(0, -1));
              setText(parts[parts.length - 1] ?? "");
            } else setText(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            if (text.trim() !== "") add([text]);
          }}
        />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label="Tags sugeridas"
        hidden={!expanded}
        className="absolute top-full left-0 z-50 mt-1 max-h-56 w-full overflow-auto rounded-lg border border-zinc-200 bg-white p-1 shadow-md dark:border-zinc-800 dark:bg-zinc-900"
      >
        {options.map((tag, index) => (
          <li
            key={tag}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // The box keeps the focus: a click chooses without blurring it first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => add([tag])}
            className="cursor-pointer truncate rounded-md px-2 py-1.5 text-sm text-zinc-900 aria-selected:bg-emerald-50 hover:bg-zinc-100 dark:text-zinc-100 dark:aria-selected:bg-emerald-950 dark:hover:bg-zinc-800"
          >
            {tag}
          </li>
        ))}
      </ul>
      {notice ? (
        <p role="status" className="text-xs font-medium text-rose-700 dark:text-rose-400">
          {notice}
        </p>
      ) : null}
    </div>
  );
}
