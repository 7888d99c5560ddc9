import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

/**
 * A list's rows while they load: a leading mark, two lines of text and a trailing value, the shape
 * of the app's lists (transactions, bills, the generic screen skeleton). Each caller sizes the parts
 * to the rows it stands for.
 */
export function SkeletonRows({
  count,
  label,
  className,
  rowClassName,
  mark = "size-9 rounded-full",
  lines = ["h-4 w-2/5", "h-3 w-1/4"],
  trailing = "h-4 w-20",
}: {
  count: number;
  /** Names the list for assistive technology; without it the list is left unnamed. */
  label?: string;
  className?: string;
  rowClassName?: string;
  mark?: string;
  lines?: readonly [string, string];
  trailing?: string;
}) {
  return (
    <ul className={cn("flex flex-col", className)} aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={cn("flex items-center gap-3", rowClassName)}>
          <Skeleton className={mark} />
          <div className="flex flex-1 flex-col gap-1.5">
            <Skeleton className={lines[0]} />
            <Skeleton className={lines[1]} />
          </div>
          <Skeleton className={trailing} />
        </li>
      ))}
    </ul>
  );
}
