import * as ProgressPrimitive from "@radix-ui/react-progress";
import { cn } from "@/lib/utils";

/** The bar's maximum is 100, so values above it (an objective exceeded) show full. */
export function Progress({
  className,
  indicatorClassName,
  value,
  ...props
}: Omit<React.ComponentProps<typeof ProgressPrimitive.Root>, "max"> & { indicatorClassName?: string }) {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(value) ? (value ?? 0) : 0));
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={clamped}
      max={100}
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-zinc-100 dark:bg-zinc-800", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn("h-full w-full flex-1 rounded-full bg-emerald-700 transition-transform duration-500 dark:bg-emerald-400", indicatorClassName)}
        style={{ transform: `translateX(-${100 - clamped}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
