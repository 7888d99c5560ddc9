"use client";

import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";

const NONE = "__none__";

/**
 * A select over the user's categories, payment methods or objectives, with a "none" option.
 * `value` is "" for none. Extra props (id, aria-*) from `Field` land on the trigger.
 */
export function ReferenceSelect({
  value,
  onChange,
  options,
  noneLabel,
  placeholder,
  loading,
  disabled,
  defaultOpen,
  ...triggerProps
}: {
  value: string;
  onChange: (value: string) => void;
  options: readonly { _id: string; name: string; color?: string }[];
  /** Without it there is no "none" option (a linked objective must be chosen). */
  noneLabel?: string;
  placeholder: string;
  loading?: boolean;
  disabled?: boolean;
  /** Open on mount: a stand-in button was pressed before this code had loaded. */
  defaultOpen?: boolean;
  id?: string;
  className?: string;
  "aria-label"?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}) {
  // A chosen id that is not (yet) in the list still shows as selected once the list arrives.
  const known = value === "" || options.some((o) => o._id === value);
  return (
    <Select
      value={value === "" ? (noneLabel ? NONE : "") : value}
      onValueChange={(next) => onChange(next === NONE ? "" : next)}
      disabled={disabled || loading}
      defaultOpen={defaultOpen}
    >
      <SelectTrigger {...triggerProps}>
        <SelectValue placeholder={loading ? "Carregando..." : placeholder} />
      </SelectTrigger>
      <SelectContent>
        {noneLabel ? <SelectItem value={NONE}>{noneLabel}</SelectItem> : null}
        {options.map((option) => (
          <SelectItem key={option._id} value={option._id}>
            <span className="flex items-center gap-2">
              {option.color ? (
                <span
                  className="size-2.5 shrink-0 rounded-full"
                  style={{ backgroundColor: option.color }}
                  aria-hidden="true"
                />
              ) : null}
              {option.name}
            </span>
          </SelectItem>
        ))}
        {known ? null : (
          <SelectItem value={value} disabled>
            {loading ? "Carregando..." : "Indisponível"}
          </SelectItem>
        )}
      </SelectContent>
    </Select>
  );
}
