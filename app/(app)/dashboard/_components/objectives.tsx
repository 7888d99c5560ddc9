import "server-only";
import { db } from "@/lib/server/db";
import { listObjectives } from "@/server/objectives/list-objectives";
import { PartLoadError } from "@/components/shell/part-load-error";
import { LOAD_FAILURES } from "@/components/dashboard/load-failures";
import { ObjectivesTile } from "@/components/dashboard/objectives-tile";
import { ObjectivesList } from "@/components/dashboard/objectives-list";
import { loadPart } from "@/lib/server/load-part";
import type { DashboardScope } from "@/lib/domain/dashboard-scope";

/** The first objectives, in the same order as the Objetivos screen; "Casa": the household's. */
export async function Objectives({ userId, scope }: { userId: string; scope: DashboardScope }) {
  const result = await loadPart("dashboard: objetivos", async () =>
    (await listObjectives(db, userId)).filter((objective) => scope === "me" || objective.household),
  );
  return (
    <ObjectivesTile>
      {result.ok ? (
        <ObjectivesList objectives={result.data} />
      ) : (
        <PartLoadError failure={LOAD_FAILURES.objectives} />
      )}
    </ObjectivesTile>
  );
}
