"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { toast } from "@/components/toast/toast";
import { DialogForm } from "@/components/ui/dialog-form";
import { Field } from "@/components/ui/field";
import { FormDialog } from "@/components/ui/form-dialog";
import { controlClasses } from "@/components/ui/input";
import { householdCategoryTargets } from "@/components/household-items/household-view";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import type { CategoryJson, CategoryMapJson } from "@/lib/schemas/categories";
import { cn } from "@/lib/utils";

/** What mapping does, in the words of the two names. */
export function mapExplanation(from: string, to: string): string {
  return `Os lançamentos, regras e orçamentos de ${from} passam para ${to}, e ${from} deixa de existir.`;
}

/**
 * "Ligar à categoria da casa": picks one of the household's categories of a fitting type (read when
 * the dialog opens) and maps the private `category` into it; the page then renders without it.
 */
export function MapCategoryDialog({
  open,
  onOpenChange,
  category,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  category: CategoryJson;
}) {
  const router = useRouter();
  const [targets, setTargets] = useState<CategoryJson[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [chosen, setChosen] = useState("");
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    apiFetch<CategoryJson[]>("/category/list-all")
      .then((all) => {
        if (!live) return;
        const fitting = householdCategoryTargets(all, category);
        setTargets(fitting);
        setChosen(fitting[0]?._id ?? "");
      })
      .catch(() => live && setLoadFailed(true));
    return () => {
      live = false;
    };
  }, [category]);
  const target = targets?.find((option) => option._id === chosen) ?? null;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!target) return;
    setBusy(true);
    try {
      await apiFetch<CategoryMapJson>(`/category/${category._id}/map`, {
        method: "POST",
        body: { householdCategoryId: target._id },
      });
      toast.success("Categoria ligada à da casa.");
      onOpenChange(false);
      router.refresh();
    } catch (error) {
      toast.error("Erro", { description: errorMessage(error, "Não foi possível ligar a categoria. Tente novamente.") });
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Ligar à categoria da casa"
      description={`Escolha a categoria da casa que passa a valer no lugar de ${category.name}.`}
    >
      <DialogForm onSubmit={submit} busy={busy} submitLabel="Ligar categorias" submitDisabled={!target}>
        {loadFailed ? (
          <p role="alert" className="text-sm text-rose-700 dark:text-rose-400">
            Não foi possível ler as categorias da casa. Feche e tente novamente.
          </p>
        ) : targets === null ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">Carregando as categorias da casa...</p>
        ) : targets.length === 0 ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            A casa ainda não tem uma categoria do mesmo tipo de {category.name}.
          </p>
        ) : (
          <>
            <Field label="Categoria da casa">
              <select
                className={cn(controlClasses, "h-9")}
                value={chosen}
                onChange={(event) => setChosen(event.target.value)}
              >
                {targets.map((option) => (
                  <option key={option._id} value={option._id}>
                    {option.name}
                  </option>
                ))}
              </select>
            </Field>
            {target ? (
              <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-500/15 dark:text-amber-200">
                {mapExplanation(category.name, target.name)}
              </p>
            ) : null}
          </>
        )}
      </DialogForm>
    </FormDialog>
  );
}
