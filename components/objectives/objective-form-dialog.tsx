"use client";

import { useState } from "react";
import { HouseholdSwitch } from "@/components/household-items/household-switch";
import { offersHouseholdSwitch } from "@/components/household-items/household-view";
import type { HouseholdView } from "@/lib/domain/household-view";
import { useRouter } from "next/navigation";
import { toast } from "@/components/toast/toast";
import { FormDialog } from "@/components/ui/form-dialog";
import { ObjectiveForm } from "@/components/objectives/objective-form";
import type { ObjectiveFormOutput } from "@/lib/schemas/objectives";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { centsToReais } from "@/lib/format/money";
import type { ObjectiveJson } from "@/lib/schemas/objectives";

/**
 * Create (`objective` null) or edit an objective; the form mounts fresh each time it opens. The
 * dialog closes as soon as it is submitted, then the page renders again whatever the result.
 */
export function ObjectiveFormDialog({
  open,
  onOpenChange,
  objective,
  household = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  objective: ObjectiveJson | null;
  household?: HouseholdView | null;
}) {
  const router = useRouter();
  const offersHousehold = offersHouseholdSwitch(household, objective);
  const [shared, setShared] = useState(objective?.household ?? false);
  // "Da casa" goes with a new objective, and with an edit only when changed.
  const sharing = offersHousehold && (!objective || shared !== objective.household) ? { household: shared } : {};
  const save = async (values: ObjectiveFormOutput) => {
    onOpenChange(false);
    try {
      await apiFetch<ObjectiveJson>(objective ? `/objective/${objective._id}` : "/objective", {
        method: objective ? "PATCH" : "POST",
        body: {
          name: values.name,
          targetValue: centsToReais(values.targetCents),
          deadline: values.deadline === "" ? null : values.deadline,
          accountId: values.accountId === "" ? null : values.accountId,
          ...sharing,
        },
      });
      toast.success(objective ? "Objetivo atualizado" : "Objetivo criado");
    } catch (error) {
      toast.error(objective ? "Erro ao salvar objetivo" : "Erro ao criar objetivo", {
        description: errorMessage(error, "Não foi possível salvar o objetivo."),
      });
    }
    router.refresh();
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={objective ? "Editar Objetivo" : "Novo Objetivo"}
      description="Defina quanto você quer juntar e onde o dinheiro fica: no próprio objetivo, ou em uma conta só dele (uma caixinha)."
    >
      <ObjectiveForm key={objective?._id ?? "new"} objective={objective} onSubmit={save}>
        {offersHousehold ? <HouseholdSwitch checked={shared} onChange={setShared} /> : null}
      </ObjectiveForm>
    </FormDialog>
  );
}
