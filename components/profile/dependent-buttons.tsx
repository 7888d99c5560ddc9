"use client";

import { Pencil, Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { OnDemandDialog } from "@/components/ui/on-demand-dialog";
import type { DependentJson } from "@/lib/schemas/dependent";

// The dialogs (Radix, the form) come with the first click on their button.
const loadDependentForm = () =>
  import("@/components/profile/dependent-dialog").then((module) => ({ default: module.DependentDialog }));
const loadRemoveDependent = () =>
  import("@/components/profile/dependent-dialog").then((module) => ({ default: module.RemoveDependentDialog }));

export function AddDependentButton() {
  const trigger = (
    <Button variant="outline" size="sm">
      <Plus aria-hidden="true" />
      Adicionar dependente
    </Button>
  );
  return <OnDemandDialog load={loadDependentForm} trigger={trigger} props={{ dependent: null }} />;
}

export function DependentActions({ dependent }: { dependent: DependentJson }) {
  return (
    <div className="flex shrink-0 items-center gap-1">
      <OnDemandDialog
        load={loadDependentForm}
        props={{ dependent }}
        trigger={
          <Button variant="ghost" size="icon-sm" aria-label={`Editar ${dependent.name}`}>
            <Pencil aria-hidden="true" />
          </Button>
        }
      />
      <OnDemandDialog
        load={loadRemoveDependent}
        props={{ dependent }}
        trigger={
          <Button variant="ghost" size="icon-sm" aria-label={`Remover ${dependent.name}`}>
            <Trash2 aria-hidden="true" />
          </Button>
        }
      />
    </div>
  );
}
