import "server-only";
import { db } from "@/lib/server/db";
import { listObjectives } from "@/server/objectives/list-objectives";
import { PartLoadError } from "@/components/shell/part-load-error";
import { LOAD_FAILURES } from "@/components/dashboard/load-failures";
import { ObjectivesTile } from "@/components/dashboard/objectives-tile";
import { ObjectivesList } from "@/components/dashboard/objectives-list";
import { loadPart } from "@/lib/server/load-part";

/** The first objectives, in the same order as the Objetivos screen. */
export async function Objectives({ userId }: { userId: string }) {
  const result = await loadPart("dashboard: objetivos", () => listObjectives(db, userId));
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
