import { Check } from "lucide-react";
import { cn } from "@/lib/utils";
import { LABEL_PALETTE } from "@/components/labels/label-palette";

/** A native colour picker plus a row of swatches; the value is "#RRGGBB". */
export function ColorField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (color: string) => void;
  error?: string;
}) {
  const current = value.toUpperCase();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm leading-none font-medium text-zinc-800 dark:text-zinc-200">
        Cor
      </legend>
      <div className="flex flex-wrap items-center gap-2">
        {LABEL_PALETTE.map((swatch) => {
          const selected = swatch.color === current;
          return (
            <button
              key={swatch.color}
              type="button"
              onClick={() => onChange(swatch.color)}
              aria-label={swatch.name}
              aria-pressed={selected}
              title={swatch.name}
              className={cn(
                "flex size-8 items-center justify-center rounded-full ring-offset-2 ring-offset-white transition-shadow outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 dark:ring-offset-zinc-900 dark:focus-visible:ring-emerald-500",
                selected && "ring-2 ring-zinc-900 dark:ring-zinc-100",
              )}
              style={{ backgroundColor: swatch.color }}
            >
              {selected ? <Check className="size-4 text-white" aria-hidden="true" /> : null}
            </button>
          );
        })}
        <div className="flex items-center gap-2 pl-1">
          <input
            type="color"
            value={/^#[0-9A-F]{6}$/.test(current) ? current.toLowerCase() : "#3b82f6"}
            onChange={(event) => onChange(event.target.value.toUpperCase())}
            aria-label="Escolher outra cor"
            title="Escolher outra cor"
            className="size-8 cursor-pointer rounded-md border border-zinc-200 bg-white p-0.5 dark:border-zinc-700 dark:bg-zinc-900"
          />
          <span className="font-mono text-xs text-zinc-600 dark:text-zinc-400">{current}</span>
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-xs font-medium text-rose-700 dark:text-rose-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
