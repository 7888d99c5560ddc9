"use client";

import { ArrowUpFromLine, PiggyBank, Plus } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import { ItemMenu } from "@/components/item-grid/item-menu";
import { useApiDelete } from "@/components/item-grid/use-api-delete";
import type { ObjectiveJson } from "@/lib/schemas/objectives";
import type { HouseholdView } from "@/lib/domain/household-view";

/**
 * The objectives screen's client islands: the create button and each panel's edit and delete.
 * The form dialog (react-hook-form, zod) is fetched when a pointer or the keyboard reaches its
 * button, or by the first click, never with the page.
 */
const loadObjectiveForm = () => import("@/components/objectives/objective-form-dialog");
const ObjectiveFormDialog = dynamic(() => loadObjectiveForm().then((module) => module.ObjectiveFormDialog), {
  ssr: false,
});
const preloadObjectiveForm = () => void loadObjectiveForm();

const ObjectiveMoveDialog = dynamic(
  () => import("@/components/objectives/objective-move-dialog").then((module) => module.ObjectiveMoveDialog),
  { ssr: false },
);

/**
 * 'Depositar' and, once there is money in it, 'Retirar': each opens the dialog (loaded on first
 * use) that asks which account the money leaves or goes to.
 */
export function ObjectiveMoveButtons({ objective }: { objective: ObjectiveJson }) {
  const [direction, setDirection] = useState<"deposit" | "withdraw" | null>(null);
  const [open, setOpen] = useState(false);
  // Each opening mounts a fresh dialog: nothing typed for a deposit carries over to a withdrawal.
  const [opened, setOpened] = useState(0);
  const ask = (next: "deposit" | "withdraw") => {
    setDirection(next);
    setOpened((count) => count + 1);
    setOpen(true);
  };
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => ask("deposit")}>
        <PiggyBank aria-hidden="true" />
        Depositar
      </Button>
      {objective.actualValue > 0 ? (
        <Button variant="ghost" size="sm" onClick={() => ask("withdraw")}>
          <ArrowUpFromLine aria-hidden="true" />
          Retirar
        </Button>
      ) : null}
      {direction ? (
        <ObjectiveMoveDialog key={opened} objective={objective} direction={direction} open={open} onOpenChange={setOpen} />
      ) : null}
    </>
  );
}

/** 'Novo Objetivo' and the create dialog it opens. */
export function NewObjectiveButton({ household = null }: { household?: HouseholdView | null }) {
  const [open, setOpen] = useState(false);
  const openedOnce = useOpenedOnce(open);
  return (
    <>
      <Button onClick={() => setOpen(true)} onPointerEnter={preloadObjectiveForm} onFocus={preloadObjectiveForm}>
        <Plus aria-hidden="true" />
        Novo Objetivo
      </Button>
      {openedOnce ? <ObjectiveFormDialog open={open} onOpenChange={setOpen} objective={null} household={household} /> : null}
    </>
  );
}

/** An objective panel's edit and delete, with their dialogs. */
export function ObjectivePanelActions({
  objective,
  household = null,
}: {
  objective: ObjectiveJson;
  household?: HouseholdView | null;
}) {
  const remove = useApiDelete();
  return (
    <ItemMenu
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
        <ObjectiveFormDialog open={open} onOpenChange={onOpenChange} objective={objective} household={household} />
      )}
    />
  );
}
