import type { ComponentProps } from "react";
import { controlClasses } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/** The kind of an investment or loan: a native select (the phone's own picker), its options given. */
export function KindSelect({
  options,
  className,
  ...props
}: ComponentProps<"select"> & { options: readonly { value: string; label: string }[] }) {
  return (
    <select className={cn(controlClasses, "h-9", className)} {...props}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
