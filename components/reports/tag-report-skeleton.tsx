import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** The Tags section's shape while it loads. */
export function TagReportSkeleton() {
  return (
    <Card aria-busy="true" aria-label="Carregando tags">
      <CardContent className="flex flex-col gap-3">
        <Skeleton className="h-5 w-24" />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </CardContent>
    </Card>
  );
}
