import { Skeleton } from "@/components/ui/skeleton";
import { SettlementFrame } from "@/components/household/settlement-frame";
import type { SettlementPeriod } from "@/components/household/settlement-period";

/** The Acerto de contas while its period is read: the members' figures and one line of who owes whom. */
export function SettlementSkeleton({ period }: { period: SettlementPeriod }) {
  return (
    <SettlementFrame period={period}>
      <div aria-busy="true" aria-label="Carregando o acerto de contas" className="flex flex-col gap-5">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {[0, 1].map((index) => (
            <div key={index} className="flex flex-col gap-3 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
              <Skeleton className="h-4 w-28" />
              <div className="grid grid-cols-3 gap-2">
                <Skeleton className="h-8" />
                <Skeleton className="h-8" />
                <Skeleton className="h-8" />
              </div>
            </div>
          ))}
        </div>
        <Skeleton className="h-10 w-full" />
      </div>
    </SettlementFrame>
  );
}
