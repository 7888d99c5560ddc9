import "server-only";
import { db } from "@/lib/server/db";
import { listObjectives } from "@/server/objectives/list-objectives";
import { CardLoadError } from "@/components/dashboard/card-load-error";
import { LOAD_FAILURES } from "@/components/dashboard/load-failures";
import { ObjectivesCard } from "@/components/dashboard/objectives-card";
import { ObjectivesList } from "@/components/dashboard/objectives-list";
import { loadCard } from "./load-card";

/** The first objectives, in the same order as the Objetivos screen. */
export async function Objectives({ userId }: { userId: string }) {
  const result = await loadCard("objetivos", () => listObjectives(db, userId));
  return (
    <ObjectivesCard>
      {result.ok ? (
        <ObjectivesList objectives={result.data} />
      ) : (
        <CardLoadError failure={LOAD_FAILURES.objectives} />
      )}
    </ObjectivesCard>
  );
}
