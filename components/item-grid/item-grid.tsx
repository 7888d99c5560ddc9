import { cn } from "@/lib/utils";

/** The responsive grid every item-list screen uses: one column at 375 px, up to three on desktop. */
export function ItemGrid({ className, ...props }: React.ComponentProps<"ul">) {
  return <ul className={cn("grid gap-4 sm:grid-cols-2 xl:grid-cols-3", className)} {...props} />;
}
