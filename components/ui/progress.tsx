import { cn } from "@/lib/utils";

/**
 * A bar from 0 to 100; values above it (an objective exceeded) show full. Plain markup with the
 * progressbar role and the attributes Radix's Progress renders, drawn on the server: a bar has no
 * behaviour, so it ships no client code and adds nothing to hydrate.
 */
export function Progress({
  className,
  indicatorClassName,
  value,
  ...props
}: Omit<React.ComponentProps<"div">, "children"> & { value?: number | null; indicatorClassName?: string }) {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(value) ? (value ?? 0) : 0));
  const state = clamped === 100 ? "complete" : "loading";
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={`${Math.round(clamped)}%`}
      data-slot="progress"
      data-state={state}
      data-value={clamped}
      data-max={100}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-zinc-100 dark:bg-zinc-800", className)}
      {...props}
    >
      <div
        data-state={state}
        data-value={clamped}
        data-max={100}
        className={cn("h-full w-full flex-1 rounded-full bg-emerald-700 transition-transform duration-500 dark:bg-emerald-400", indicatorClassName)}
        style={{ transform: `translateX(-${100 - clamped}%)` }}
      />
    </div>
  );
}
