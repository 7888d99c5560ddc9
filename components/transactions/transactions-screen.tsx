"use client";

import { Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PageHeader } from "@/components/shell/page-header";
import { LoadError } from "@/components/card-grid/load-error";
import { SearchField } from "@/components/card-grid/search-field";
import { useDebouncedValue } from "@/components/card-grid/use-debounced-value";
import { ALL_CATEGORIES, CategoryFilter } from "@/components/transactions/category-filter";
import { DeleteTransactionDialog } from "@/components/transactions/delete-transaction-dialog";
import { MonthNavigator } from "@/components/transactions/month-navigator";
import { summarizeTransactions } from "@/components/transactions/summarize-transactions";
import { TransactionDialog } from "@/components/transactions/transaction-dialog";
import { TransactionList } from "@/components/transactions/transaction-list";
import { TransactionSummaryCard } from "@/components/transactions/transaction-summary-card";
import { filterTransactions } from "@/components/transactions/filter-transactions";
import type { TransactionTab } from "@/components/transactions/filter-transactions";
import { useMonthTransactions } from "@/components/transactions/use-month-transactions";
import { useTransactionReferences } from "@/components/transactions/use-transaction-references";
import { apiFetch, errorMessage } from "@/lib/client/api-client";
import { currentYearMonth, todayInSaoPaulo, toDay } from "@/lib/dates";
import type {
  DeleteScope,
  DeleteTransactionJson,
  RefJson,
  TransactionJson,
} from "@/lib/schemas/transactions";

/** Transações: one month at a time, with search, category filter, tabs and the summary. */
export function TransactionsScreen({
  initialYear,
  initialMonth,
}: {
  initialYear: number;
  initialMonth: number;
}) {
  const [period, setPeriod] = useState({ year: initialYear, month: initialMonth });
  const { items, loading, failed, refresh, retry, removeLocally } = useMonthTransactions(
    period.year,
    period.month,
  );
  const { refs, loading: refsLoading, reload: reloadRefs } = useTransactionReferences();
  const [search, setSearch] = useState("");
  const term = useDebouncedValue(search, 300);
  const [categoryId, setCategoryId] = useState(ALL_CATEGORIES);
  const [tab, setTab] = useState<TransactionTab>("todas");
  const [dialog, setDialog] = useState<{ open: boolean; transaction: TransactionJson | null }>({
    open: false,
    transaction: null,
  });
  const [toDelete, setToDelete] = useState<TransactionJson | null>(null);
  const [deletingIds, setDeletingIds] = useState<ReadonlySet<string>>(new Set());

  const summary = useMemo(() => (items ? summarizeTransactions(items) : null), [items]);
  const visible = useMemo(
    () => filterTransactions(items ?? [], { term, categoryId, tab }),
    [items, term, categoryId, tab],
  );
  // Categories to filter by: the user's list, plus any only seen on this month's transactions.
  const categories = useMemo(() => {
    const all = new Map<string, RefJson>(refs.categories.map((c) => [c._id, c]));
    for (const t of items ?? [])
      if (t.categoryId && !all.has(t.categoryId._id)) all.set(t.categoryId._id, t.categoryId);
    return [...all.values()];
  }, [refs.categories, items]);

  const now = currentYearMonth();
  const defaultDate =
    period.year === now.year && period.month === now.month
      ? todayInSaoPaulo()
      : toDay(period.year, period.month, 1);

  const openDialog = (transaction: TransactionJson | null) => {
    setDialog({ open: true, transaction });
    void reloadRefs();
  };

  const remove = async (transaction: TransactionJson, scope: DeleteScope) => {
    setToDelete(null);
    setDeletingIds((ids) => new Set(ids).add(transaction._id));
    try {
      const result = await apiFetch<DeleteTransactionJson>(`/transaction/${transaction._id}`, {
        method: "DELETE",
        query: scope === "following" ? { scope } : undefined,
      });
      removeLocally(result?.deletedIds ?? [transaction._id]);
      toast.success("Transação excluída", {
        description: (result?.deletedIds.length ?? 1) > 1 ? result?.message : undefined,
      });
    } catch (error) {
      toast.error("Erro ao excluir", {
        description: errorMessage(error, "Não foi possível excluir a transação"),
      });
    } finally {
      setDeletingIds((ids) => {
        const next = new Set(ids);
        next.delete(transaction._id);
        return next;
      });
    }
  };

  const filtering = term.trim() !== "" || categoryId !== ALL_CATEGORIES;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Transações"
        description="Suas receitas e despesas, mês a mês."
        actions={
          <Button onClick={() => openDialog(null)}>
            <Plus aria-hidden="true" />
            Nova Transação
          </Button>
        }
      />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <MonthNavigator year={period.year} month={period.month} onChange={setPeriod} />
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <SearchField
            value={search}
            onChange={setSearch}
            placeholder="Buscar transações..."
            label="Buscar transações pela descrição"
          />
          <CategoryFilter value={categoryId} onChange={setCategoryId} categories={categories} />
        </div>
      </div>
      <TransactionSummaryCard summary={loading || failed ? null : summary} />
      <Tabs
        value={tab}
        onValueChange={(value) => setTab(value as TransactionTab)}
        className="flex flex-col gap-3"
      >
        <TabsList className="w-full sm:w-fit" aria-label="Tipo de transação">
          <TabsTrigger value="todas">Todas</TabsTrigger>
          <TabsTrigger value="receitas">Receitas</TabsTrigger>
          <TabsTrigger value="despesas">Despesas</TabsTrigger>
        </TabsList>
        <TabsContent value={tab}>
          {failed && !loading ? (
            <LoadError
              message="Não foi possível carregar as transações deste mês."
              onRetry={async () => retry()}
            />
          ) : (
            <Card className="gap-0 overflow-hidden py-0">
              <TransactionList
                loading={loading}
                transactions={visible}
                filtering={filtering}
                deletingIds={deletingIds}
                onEdit={(t) => openDialog(t)}
                onDelete={(t) => setToDelete(t)}
                onCreate={() => openDialog(null)}
                onClearFilters={() => {
                  setSearch("");
                  setCategoryId(ALL_CATEGORIES);
                }}
              />
            </Card>
          )}
        </TabsContent>
      </Tabs>
      <TransactionDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        transaction={dialog.transaction}
        references={refs}
        referencesLoading={refsLoading}
        defaultDate={defaultDate}
        onSaved={() => {
          setDialog((d) => ({ ...d, open: false }));
          refresh();
        }}
      />
      <DeleteTransactionDialog
        transaction={toDelete}
        onCancel={() => setToDelete(null)}
        onConfirm={(t, scope) => void remove(t, scope)}
      />
    </div>
  );
}
