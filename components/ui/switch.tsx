import * as SwitchPrimitive from "@radix-ui/react-switch";
import { cn } from "@/lib/utils";

export function Switch({ className, children, ...props }: React.ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      data-slot="switch"
      className={cn(
        "peer inline-flex h-5 w-9 shrink-0 cursor-pointer items-center rounded-full border border-transparent transition-colors outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-emerald-600 data-[state=unchecked]:bg-zinc-200 dark:focus-visible:ring-offset-zinc-950 dark:data-[state=checked]:bg-emerald-500 dark:data-[state=unchecked]:bg-zinc-700",
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb className="pointer-events-none flex size-4 items-center justify-center rounded-full bg-white shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-4 data-[state=unchecked]:translate-x-0.5 dark:bg-zinc-100">
        {children}
      </SwitchPrimitive.Thumb>
    </SwitchPrimitive.Root>
  );
}
