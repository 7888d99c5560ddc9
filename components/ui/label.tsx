import * as LabelPrimitive from "@radix-ui/react-label";
import { cn } from "@/lib/utils";

export function Label({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(
        "flex items-center gap-2 text-sm leading-none font-medium text-zinc-800 select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50 dark:text-zinc-200",
        className,
      )}
      {...props}
    />
  );
}
