"use client";

import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { controlClasses } from "@/components/ui/input";
import { useOnDemand } from "@/components/ui/use-on-demand";
import { cn } from "@/lib/utils";

// The styled select (Radix) comes with the first press on one of these, not with the page.
const loadReferenceSelect = () =>
  import("@/components/transactions/reference-select").then((module) => ({ default: module.ReferenceSelect }));

/**
 * The import screen's selects, styled like every other one: a plain button that looks like the
 * select until it is first pressed, then the select itself, open. `value` is "" for none.
 */
export function ImportSelect({
  value,
  onChange,
  options,
  noneLabel,
  placeholder,
  className,
  ...labelling
}: {
  value: string;
  onChange: (value: string) => void;
  options: readonly { _id: string; name: string }[];
  noneLabel?: string;
  placeholder: string;
  className?: string;
  id?: string;
  "aria-label"?: string;
}) {
  const { Component: Select, load, preload } = useOnDemand(loadReferenceSelect);
  const [opening, setOpening] = useState(false);
  const shown = options.find((option) => option._id === value)?.name ?? (value === "" && noneLabel ? noneLabel : placeholder);
  // The visible choice is part of the name (axe: label-content-name-mismatch): "Categoria de X: Mercado".
  const named = labelling["aria-label"] ? { ...labelling, "aria-label": `${labelling["aria-label"]}: ${shown}` } : labelling;
  if (Select) {
    return (
      <Select
        value={value}
        onChange={onChange}
        options={options}
        noneLabel={noneLabel}
        placeholder={placeholder}
        defaultOpen={opening}
        className={className}
        {...named}
      />
    );
  }
  return (
    <button
      type="button"
      aria-haspopup="listbox"
      className={cn(controlClasses, "flex h-9 items-center justify-between gap-2 text-left", className)}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => {
        setOpening(true);
        void load();
      }}
      {...named}
    >
      <span className="truncate">{shown}</span>
      <ChevronDown className="size-4 shrink-0 text-zinc-500" aria-hidden="true" />
    </button>
  );
}
