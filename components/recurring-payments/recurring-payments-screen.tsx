"use client";

import { Plus, Repeat } from "lucide-react";
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
import { RecurringPaymentCard } from "@/components/recurring-payments/recurring-payment-card";
import { RecurringPaymentDialog } from "@/components/recurring-payments/recurring-payment-dialog";
import { usePaymentReferences } from "@/components/recurring-payments/use-payment-references";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import type { RecurringPaymentJson } from "@/lib/schemas/recurring-payments";

const byName = (a: RecurringPaymentJson, b: RecurringPaymentJson) =>
  a.name.localeCompare(b.name, "pt-BR", { sensitivity: "base" });

/** 'Pagamentos Recorrentes': search, card grid, empty states, dialog, delete with confirmation. */
export function RecurringPaymentsScreen() {
  const { items, setItems, failed, reload } = useApiList<RecurringPaymentJson>(
    "/recurring-payments",
    () =>
      toast.error("Erro ao buscar pagamentos", {
        description: "Não foi possível carregar os pagamentos recorrentes.",
      }),
  );
  const references = usePaymentReferences();
  const [search, setSearch] = useState("");
  const term = useDebouncedValue(search, 300);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<RecurringPaymentJson | null>(null);
  const [toDelete, setToDelete] = useState<RecurringPaymentJson | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const visible = useMemo(
    () => (items ?? []).filter((item) => matchesSearch(item.name, term)).sort(byName),
    [items, term],
  );

  const openDialog = (payment: RecurringPaymentJson | null) => {
    setEditing(payment);
    setDialogOpen(true);
    void references.reload();
  };

  const onSaved = (saved: RecurringPaymentJson, mode: "create" | "edit") => {
    setItems((current) =>
      mode === "create"
        ? [...(current ?? []), saved]
        : (current ?? []).map((item) => (item._id === saved._id ? saved : item)),
    );
    setDialogOpen(false);
  };

  const remove = async (payment: RecurringPaymentJson) => {
    try {
      await apiFetch<null>(`/recurring-payments/${payment._id}`, { method: "DELETE" });
      setItems((current) => (current ?? []).filter((item) => item._id !== payment._id));
      toast.success("Pagamento excluído", {
        description: "O pagamento recorrente foi excluído com sucesso.",
      });
    } catch (error) {
      toast.error("Erro ao excluir pagamento", {
        description: errorMessage(error, "Não foi possível excluir o pagamento recorrente."),
      });
    }
  };

  const searching = term.trim() !== "";

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Pagamentos Recorrentes"
        description="Contas que se repetem, com o dia de vencimento de cada uma."
        actions={
          <Button onClick={() => openDialog(null)}>
            <Plus aria-hidden="true" />
            Novo Pagamento
          </Button>
        }
      />
      <SearchField
        value={search}
        onChange={setSearch}
        placeholder="Buscar pagamentos..."
        label="Buscar pagamentos recorrentes pelo nome"
      />
      {items === null && failed ? (
        <LoadError
          message="Não foi possível carregar os pagamentos recorrentes."
          onRetry={reload}
        />
      ) : items === null ? (
        <CardGridSkeleton label="Carregando pagamentos recorrentes..." />
      ) : visible.length === 0 ? (
        <EmptyState
          icon={Repeat}
          title="Nenhum pagamento recorrente encontrado"
          description={
            searching && items.length > 0
              ? `Não encontramos pagamentos com "${term.trim()}"`
              : "Comece cadastrando seus pagamentos recorrentes"
          }
          action={
            <div className="flex flex-col items-center gap-2 sm:flex-row">
              {searching && items.length > 0 ? (
                <Button variant="outline" onClick={() => setSearch("")}>
                  Limpar busca
                </Button>
              ) : null}
              <Button onClick={() => openDialog(null)}>
                <Plus aria-hidden="true" />
                Cadastrar Pagamento
              </Button>
            </div>
          }
        />
      ) : (
        <CardGrid aria-label="Pagamentos recorrentes">
          {visible.map((payment) => (
            <RecurringPaymentCard
              key={payment._id}
              payment={payment}
              onEdit={() => openDialog(payment)}
              onDelete={() => {
                setToDelete(payment);
                setConfirmOpen(true);
              }}
            />
          ))}
        </CardGrid>
      )}
      <RecurringPaymentDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        payment={editing}
        categories={references.categories}
        paymentMethods={references.paymentMethods}
        onSaved={onSaved}
      />
      <ConfirmDeleteDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Excluir pagamento recorrente?"
        description={
          toDelete
            ? `"${toDelete.name}" deixará de aparecer nos pagamentos pendentes. As transações já registradas continuam.`
            : ""
        }
        onConfirm={() => (toDelete ? remove(toDelete) : Promise.resolve())}
      />
    </div>
  );
}
