"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import type { OnDemandDialogProps } from "@/components/ui/on-demand-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ReferenceSelect } from "@/components/transactions/reference-select";
import { formatMonthLabel } from "@/lib/format/dates";
import { centsToReais } from "@/lib/format/money";
import { budgetLimitInputSchema } from "@/lib/schemas/budgets";
import { useBudgetRequest } from "@/components/budgets/use-budget-request";
import { HouseholdSwitch } from "@/components/household-items/household-switch";
import { mayShareWithHousehold } from "@/components/household-items/household-view";
import type { HouseholdView } from "@/lib/domain/household-view";

export interface NewBudgetProps {
  categories: readonly { _id: string; name: string; color: string; household: boolean }[];
  month: number;
  year: number;
  /** The person's household: a budget on one of its categories may be "Da casa". */
  household: HouseholdView | null;
}

/** 'Definir orçamento': a category without a budget this month and its monthly limit, from this month on. */
export function NewBudgetDialog({
  categories,
  month,
  year,
  household,
  trigger,
  defaultOpen = false,
}: OnDemandDialogProps<NewBudgetProps>) {
  const [open, setOpen] = useState(defaultOpen);
  const [categoryId, setCategoryId] = useState("");
  const [limit, setLimit] = useState("");
  const [errors, setErrors] = useState<{ category?: string; limit?: string }>({});
  const [shared, setShared] = useState(false);
  // Only a household category takes a household budget.
  const offersHousehold = mayShareWithHousehold(household) && categories.some((c) => c._id === categoryId && c.household);
  const { send, busy } = useBudgetRequest();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = budgetLimitInputSchema.safeParse(limit);
    const next = {
      category: categoryId ? undefined : "Escolha a categoria.",
      limit: parsed.success ? undefined : (parsed.error.issues[0]?.message ?? "Valor inválido."),
    };
    setErrors(next);
    if (next.category || !parsed.success) return;
    const name = categories.find((c) => c._id === categoryId)?.name ?? "categoria";
    const ok = await send(
      `/budget/${categoryId}`,
      { method: "PUT", body: { limit: centsToReais(parsed.data), month, year, ...(offersHousehold ? { household: shared } : {}) } },
      { success: `Orçamento de ${name} definido`, failure: "Erro ao definir o orçamento" },
    );
    if (ok) setOpen(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setCategoryId("");
          setLimit("");
          setErrors({});
          setShared(false);
        }
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Definir orçamento</DialogTitle>
          <DialogDescription>
            O limite vale a partir de {formatMonthLabel(year, month).toLowerCase()} e nos meses seguintes, até você mudá-lo.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
          <Field label="Categoria" error={errors.category}>
            <ReferenceSelect value={categoryId} onChange={setCategoryId} options={categories} placeholder="Escolha a categoria" />
          </Field>
          <Field label="Limite mensal (R$)" error={errors.limit}>
            <Input inputMode="decimal" placeholder="0,00" value={limit} onChange={(event) => setLimit(event.target.value)} />
          </Field>
          {offersHousehold ? <HouseholdSwitch checked={shared} onChange={setShared} /> : null}
          <DialogFooter>
            <Button type="submit" loading={busy}>
              Salvar orçamento
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
