"use client";

import { CardMenu } from "@/components/card-grid/card-menu";
import { useApiDelete } from "@/components/card-grid/use-api-delete";
import { LazyObjectiveFormDialog } from "@/components/objectives/lazy-objective-form-dialog";
import type { ObjectiveJson } from "@/lib/schemas/objectives";

/** An objective card's edit and delete, with their dialogs. */
export function ObjectiveCardActions({ objective }: { objective: ObjectiveJson }) {
  const remove = useApiDelete();
  return (
    <CardMenu
      name={objective.name}
      deleteTitle="Excluir objetivo?"
      deleteDescription={`O objetivo "${objective.name}" será excluído. As transações vinculadas continuam registradas, sem vínculo com objetivo.`}
      onDelete={() =>
        remove(`/objective/${objective._id}`, {
          success: { title: "Objetivo excluído" },
          failure: {
            title: "Erro ao excluir objetivo",
            fallback: "Não foi possível excluir o objetivo.",
          },
        })
      }
      editDialog={(open, onOpenChange) => (
        <LazyObjectiveFormDialog open={open} onOpenChange={onOpenChange} objective={objective} />
      )}
    />
  );
}
