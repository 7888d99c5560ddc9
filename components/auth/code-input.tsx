import { cn } from "@/lib/utils";
import { Input } from "@/components/ui/input";
import { CODE_LENGTH } from "@/lib/domain/auth-limits";

/** A one-time code field: digits only (anything else is dropped as typed or pasted), 6 at most. */
export function CodeInput({
  value,
  onValueChange,
  className,
  ...props
}: Omit<React.ComponentProps<"input">, "value" | "onChange" | "type"> & {
  value: string;
  onValueChange: (digits: string) => void;
}) {
  return (
    <Input
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={CODE_LENGTH}
      value={value}
      onChange={(event) => onValueChange(event.target.value.replace(/\D/g, "").slice(0, CODE_LENGTH))}
      placeholder="000000"
      className={cn("h-12 text-center font-mono text-2xl tracking-[0.5em] tabular-nums placeholder:tracking-[0.5em]", className)}
    />
  );
}
