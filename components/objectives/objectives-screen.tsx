"use client";

import { Plus, Target } from "lucide-react";
import { useMemo, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/shell/page-header";
import { CardGrid } from "@/components/card-grid/card-grid";
import { CardGridSkeleton } from "@/components/card-grid/card-grid-skeleton";
import { ConfirmDeleteDialog } from "@/components/card-grid/confirm-delete-dialog";
import { LoadError } from "@/components/card-grid/load-error";
import { matchesSearch } from "@/components/card-grid/matches-search";
import { SearchField } from "@/components/card-grid/search-field";
import { useApiList } from "@/components/card-grid/use-api-list";
import { useDebouncedValue } from "@/components/card-grid/use-debounced-value";
import { ObjectiveCard } from "@/components/objectives/objective-card";
import { ObjectiveFormDialog } from "@/components/objectives/objective-form-dialog";
import type { ObjectiveFormOutput } from "@/components/objectives/objective-form-schema";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { centsToNumber } from "@/lib/money";
import type { ObjectiveJson } from "@/lib/schemas/objectives";

const LOAD_ERROR = "Ocorreu um erro ao buscar os objetivos.";

/**
 * Objetivos Financeiros. The dialog closes as soon as it is submitted, then the list
 * reloads whatever the result.
 */
export function ObjectivesScreen() {
  const { items, failed, reload } = useApiList<ObjectiveJson>("/objective/list-all", () =>
    toast.error("Erro ao buscar objetivos", { description: LOAD_ERROR }),
  );
  const [search, setSearch] = useState("");
  const term = useDebouncedValue(search, 300);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<ObjectiveJson | null>(null);
  const [toDelete, setToDelete] = useState<ObjectiveJson | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const visible = useMemo(
    () => (items ?? []).filter((item) => matchesSearch(item.name, term)),
    [items, term],
  );

  const openDialog = (objective: ObjectiveJson | null) => {
    setEditing(objective);
    setDialogOpen(true);
  };

  const save = async (values: ObjectiveFormOutput) => {
    const target = editing;
    setDialogOpen(false);
    try {
      await apiFetch<ObjectiveJson>(target ? `/objective/${target._id}` : "/objective", {
        method: target ? "PATCH" : "POST",
        body: { name: values.name, targetValue: centsToNumber(values.targetValue) },
      });
      toast.success(target ? "Objetivo atualizado" : "Objetivo criado");
    } catch (error) {
      toast.error("Erro ao criar objetivo", {
        description: errorMessage(error, "Não foi possível salvar o objetivo."),
      });
    }
    await reload();
  };

  const remove = async (objective: ObjectiveJson) => {
    try {
      await apiFetch<null>(`/objective/${objective._id}`, { method: "DELETE" });
      toast.success("Objetivo excluído");
    } catch (error) {
      toast.error("Erro ao excluir objetivo", {
        description: errorMessage(error, "Não foi possível excluir o objetivo."),
      });
    }
    await reload();
  };

  const newButton = (
    <Button onClick={() => openDialog(null)}>
      <Plus aria-hidden="true" />
      Novo Objetivo
    </Button>
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Objetivos Financeiros"
        description="Defina metas e acompanhe quanto você já juntou para cada uma."
        actions={newButton}
      />
      <SearchField
        value={search}
        onChange={setSearch}
        placeholder="Buscar objetivos..."
        label="Buscar objetivos"
      />
      {items === null && failed ? (
        <LoadError message={LOAD_ERROR} onRetry={reload} />
      ) : items === null ? (
        <CardGridSkeleton label="Carregando objetivos..." />
      ) : visible.length === 0 ? (
        <EmptyState
          icon={Target}
          title="Nenhum objetivo encontrado"
          description={
            items.length === 0
              ? "Crie seu primeiro objetivo e vincule transações a ele para ver seu progresso."
              : `Nenhum objetivo corresponde a "${term.trim()}".`
          }
          action={
            items.length === 0 ? (
              newButton
            ) : (
              <Button variant="outline" onClick={() => setSearch("")}>
                Limpar busca
              </Button>
            )
          }
        />
      ) : (
        <CardGrid aria-label="Objetivos">
          {visible.map((objective) => (
            <ObjectiveCard
              key={objective._id}
              objective={objective}
              onEdit={() => openDialog(objective)}
              onDelete={() => {
                setToDelete(objective);
                setConfirmOpen(true);
              }}
            />
          ))}
        </CardGrid>
      )}
      <ObjectiveFormDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        objective={editing}
        onSubmit={save}
      />
      <ConfirmDeleteDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Excluir objetivo?"
        description={
          toDelete
            ? `O objetivo "${toDelete.name}" será excluído. As transações vinculadas continuam registradas, sem vínculo com objetivo.`
            : ""
        }
        onConfirm={() => (toDelete ? remove(toDelete) : Promise.resolve())}
      />
    </div>
  );
}
