"use client";

import { Pencil, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { controlClasses } from "@/components/ui/input";
import { OnDemandDialog } from "@/components/ui/on-demand-dialog";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import type { PayeeJson } from "@/lib/schemas/payees";
import { cn } from "@/lib/utils";

const SUGGESTIONS = 6;
/** Typing pauses this long before the search asks the server. */
const SEARCH_DELAY_MS = 250;
const optionClasses =
  "cursor-pointer truncate rounded-md px-2 py-1.5 text-sm text-zinc-900 aria-selected:bg-emerald-50 hover:bg-zinc-100 dark:text-zinc-100 dark:aria-selected:bg-emerald-950 dark:hover:bg-zinc-800";

// The payee's editor (document, Imposto de Renda marking) comes with the first click on its pencil.
const loadPayeeEditor = () =>
  import("@/components/transactions/payee-edit-dialog").then((module) => ({ default: module.PayeeEditDialog }));

const iconButton =
  "rounded-full p-0.5 outline-none hover:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-emerald-600 dark:hover:bg-zinc-800";

/**
 * The favorecido of a hand entry: a combobox that searches the person's payees as they type
 * (GET /payees?q=) and offers "Criar “…”" (POST /payees) when no name matches exactly. A chosen
 * payee shows as its name with a button to remove it. `id` and the aria props reach the box.
 */
export function PayeeInput({
  value,
  onChange,
  id,
  ...aria
}: {
  value: string | null;
  onChange: (payeeId: string | null) => void;
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}) {
  const listId = useId();
  const [name, setName] = useState<string | null>(null);
  const [text, setText] = useState("");
  const [options, setOptions] = useState<PayeeJson[]>([]);
  const [active, setActive] = useState(-1);
  const [notice, setNotice] = useState<string | null>(null);

  // An edit starts with the payee's id only: its name is read once.
  useEffect(() => {
    if (!value || name !== null) return;
    apiFetch<PayeeJson>(`/payees/${value}`)
      .then((payee) => setName(payee.name))
      .catch(() => setName(""));
  }, [value, name]);

  useEffect(() => {
    const term = text.trim();
    if (term === "") return;
    const timer = setTimeout(() => {
      apiFetch<PayeeJson[]>("/payees", { query: { q: term, pageSize: String(SUGGESTIONS) } })
        .then(setOptions)
        .catch(() => setOptions([]));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const term = text.trim();
  const exact = options.some((payee) => payee.name.toLocaleLowerCase("pt-BR") === term.toLocaleLowerCase("pt-BR"));
  const choices = [...options.map((payee) => ({ key: payee.id, label: payee.name, payee })), ...(term && !exact ? [{ key: "new", label: `Criar “${term}”`, payee: null }] : [])];
  const expanded = term !== "" && choices.length > 0;

  const choose = (payee: PayeeJson) => {
    setName(payee.name);
    setText("");
    setOptions([]);
    setActive(-1);
    setNotice(null);
    onChange(payee.id);
  };
  const create = () => {
    apiFetch<PayeeJson>("/payees", { method: "POST", body: { name: term } })
      .then(choose)
      .catch((error: unknown) => setNotice(errorMessage(error, "Não foi possível criar o favorecido.")));
  };
  const pick = (index: number) => {
    const choice = choices[index];
    if (!choice) return;
    if (choice.payee) choose(choice.payee);
    else create();
  };

  if (value) {
    return (
      <div className={cn(controlClasses, "flex items-center justify-between gap-2")}>
        <span className="truncate text-sm">{name || "Favorecido"}</span>
        <span className="flex shrink-0 items-center gap-1">
          <OnDemandDialog
            load={loadPayeeEditor}
            props={{ payeeId: value, name: name || "Favorecido" }}
            trigger={
              <button type="button" aria-label={`Editar favorecido ${name ?? ""}`.trim()} className={iconButton}>
                <Pencil className="size-4" aria-hidden="true" />
              </button>
            }
          />
          <button
            type="button"
            aria-label={`Remover favorecido ${name ?? ""}`.trim()}
            className={iconButton}
            onClick={() => {
              setName(null);
              onChange(null);
            }}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </span>
      </div>
    );
  }
  return (
    <div className="relative flex flex-col gap-1">
      <input
        id={id}
        {...aria}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        className={controlClasses}
        placeholder="Buscar ou criar favorecido"
        autoComplete="off"
        maxLength={120}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          if (event.target.value.trim() === "") setOptions([]);
        }}
        onKeyDown={(event) => {
          if (!expanded) return;
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            const step = event.key === "ArrowDown" ? 1 : -1;
            setActive((current) => (current + step + choices.length) % choices.length);
          } else if (event.key === "Enter") {
            event.preventDefault();
            pick(active >= 0 ? active : 0);
          } else if (event.key === "Escape") {
            setText("");
            setOptions([]);
          }
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Favorecidos encontrados"
        hidden={!expanded}
        className="absolute top-full left-0 z-50 mt-1 max-h-56 w-full overflow-auto rounded-lg border border-zinc-200 bg-white p-1 shadow-md dark:border-zinc-800 dark:bg-zinc-900"
      >
        {choices.map((choice, index) => (
          <li
            key={choice.key}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(index)}
            className={optionClasses}
          >
            {choice.label}
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
