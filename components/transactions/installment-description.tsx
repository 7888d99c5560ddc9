import { splitInstallmentMarker } from "@/lib/format/installment-marker";
import { cn } from "@/lib/utils";

/**
 * A description whose instalment marker never wraps away from it: the name may take two lines
 * and be cut, " (1/10)" stays whole beside it (at 375 px too).
 */
export function InstallmentDescription({
  description,
  installment,
  className,
}: {
  description: string;
  installment: { number: number; of: number } | null;
  className?: string;
}) {
  const [name, marker] = splitInstallmentMarker({
    description,
    installmentIndex: installment?.number ?? null,
    installmentCount: installment?.of ?? null,
  });
  return (
    <span className={cn("flex min-w-0 items-baseline", className)}>
      <span className="line-clamp-2 min-w-0 break-words">{name}</span>
      {marker ? (
        <span data-parcel className="shrink-0 whitespace-pre tabular-nums">
          {marker}
        </span>
      ) : null}
    </span>
  );
}
