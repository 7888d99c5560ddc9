"use client";

import { Plus, Sparkles } from "lucide-react";
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
import { LabelCard } from "@/components/labels/label-card";
import { LabelFormDialog } from "@/components/labels/label-form-dialog";
import type { LabelScreenTexts } from "@/components/labels/label-screen-texts";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import type { LabelInputSchema, LabelJson } from "@/lib/schemas/labels";

const byName = (a: LabelJson, b: LabelJson) =>
  a.name.localeCompare(b.name, "pt-BR", { sensitivity: "base" });

/** The categories screen and the payment-methods screen: same behaviour, their own words. */
export function LabelsScreen({
  schema,
  texts,
}: {
  schema: LabelInputSchema;
  texts: LabelScreenTexts;
}) {
  const { items, setItems, failed, reload } = useApiList<LabelJson>(
    `${texts.resource}/list-all`,
    () => toast.error("Erro", { description: texts.toasts.loadError }),
  );
  const [search, setSearch] = useState("");
  const term = useDebouncedValue(search, 300);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<LabelJson | null>(null);
  const [toDelete, setToDelete] = useState<LabelJson | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [addingStarter, setAddingStarter] = useState(false);

  const visible = useMemo(
    () => (items ?? []).filter((item) => matchesSearch(item.name, term)).sort(byName),
    [items, term],
  );

  const openDialog = (label: LabelJson | null) => {
    setEditing(label);
    setDialogOpen(true);
  };

  const onSaved = (saved: LabelJson, mode: "create" | "edit") => {
    setItems((current) =>
      mode === "create"
        ? [...(current ?? []), saved]
        : (current ?? []).map((item) => (item._id === saved._id ? saved : item)),
    );
    setDialogOpen(false);
  };

  const remove = async (label: LabelJson) => {
    try {
      await apiFetch<null>(`${texts.resource}/${label._id}`, { method: "DELETE" });
      setItems((current) => (current ?? []).filter((item) => item._id !== label._id));
      toast.success(texts.toasts.deleted);
    } catch (error) {
      toast.error("Erro", { description: errorMessage(error, texts.toasts.deleteError) });
    }
  };

  const addStarterSet = async () => {
    setAddingStarter(true);
    try {
      setItems(await apiFetch<LabelJson[]>(`${texts.resource}/starter-set`, { method: "POST" }));
      toast.success(texts.starterSuccess);
    } catch (error) {
      toast.error("Erro", { description: errorMessage(error, texts.starterError) });
    } finally {
      setAddingStarter(false);
    }
  };

  const newButton = (
    <Button onClick={() => openDialog(null)}>
      <Plus aria-hidden="true" />
      {texts.newButton}
    </Button>
  );

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={texts.title} description={texts.description} actions={newButton} />
      <SearchField
        value={search}
        onChange={setSearch}
        placeholder={texts.searchPlaceholder}
        label={texts.searchLabel}
      />
      {items === null && failed ? (
        <LoadError message={texts.toasts.loadError} onRetry={reload} />
      ) : items === null ? (
        <CardGridSkeleton label={texts.loadingLabel} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={texts.icon}
          title={texts.emptyTitle}
          description={
            <>
              {texts.emptyHint}
              <span className="mt-1 block">{texts.starterHint}</span>
            </>
          }
          action={
            <div className="flex flex-col items-center gap-2 sm:flex-row">
              <Button variant="outline" onClick={addStarterSet} loading={addingStarter}>
                {addingStarter ? null : <Sparkles aria-hidden="true" />}
                {texts.starterButton}
              </Button>
              {newButton}
            </div>
          }
        />
      ) : visible.length === 0 ? (
        <EmptyState
          icon={texts.icon}
          title={texts.emptyTitle}
          description={texts.noMatchHint(term.trim())}
          action={
            <Button variant="outline" onClick={() => setSearch("")}>
              Limpar busca
            </Button>
          }
        />
      ) : (
        <CardGrid aria-label={texts.title}>
          {visible.map((label) => (
            <LabelCard
              key={label._id}
              label={label}
              onEdit={() => openDialog(label)}
              onDelete={() => {
                setToDelete(label);
                setConfirmOpen(true);
              }}
            />
          ))}
        </CardGrid>
      )}
      <LabelFormDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        schema={schema}
        texts={texts}
        label={editing}
        onSaved={onSaved}
      />
      <ConfirmDeleteDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={texts.deleteTitle}
        description={toDelete ? texts.deleteDescription(toDelete.name) : ""}
        onConfirm={() => (toDelete ? remove(toDelete) : Promise.resolve())}
      />
    </div>
  );
}
