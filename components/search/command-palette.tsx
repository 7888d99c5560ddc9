"use client";

import { Command } from "cmdk";
import { ArrowLeftRight, Loader2, Search } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { ACCOUNT_NAV, FOOTER_NAV, MAIN_NAV } from "@/components/shell/nav-items";
import { transactionHref } from "@/components/search/transaction-link";
import { useTransactionSearch } from "@/components/search/use-transaction-search";
import { countOf } from "@/lib/format/count";
import { formatDateBR } from "@/lib/format/dates";
import { formatMoney, negateCents, reaisToCents } from "@/lib/format/money";
import { foldForSearch, normalizeSearchTerm } from "@/lib/search";
import { SEARCH_MIN_LENGTH } from "@/lib/schemas/transaction-search";
import type { TransactionJson } from "@/lib/schemas/transactions";

const SCREENS = [...MAIN_NAV, ...ACCOUNT_NAV, ...FOOTER_NAV];

const itemClass =
  "flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-zinc-800 outline-none select-none data-[selected=true]:bg-zinc-100 data-[selected=true]:text-zinc-950 dark:text-zinc-200 dark:data-[selected=true]:bg-zinc-800 dark:data-[selected=true]:text-zinc-50";
const headingClass =
  "[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-zinc-600 dark:[&_[cmdk-group-heading]]:text-zinc-400";

function TransactionItem({ transaction: t, onSelect }: { transaction: TransactionJson; onSelect: () => void }) {
  const income = t.transactionTypeId.transactionType === "receita";
  const amountCents = reaisToCents(t.valor);
  const amount = formatMoney(income ? amountCents : negateCents(amountCents), { plus: true });
  // An estorno (a despesa below zero) reads "+R$" in green, as money back.
  const refund = !income && amountCents < 0;
  return (
    <Command.Item value={`transacao-${t._id}`} onSelect={onSelect} className={itemClass} data-testid="palette-transaction">
      <ArrowLeftRight className="size-4 shrink-0 text-zinc-500 dark:text-zinc-400" aria-hidden="true" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium">{t.description}</span>
        <span className="truncate text-xs text-zinc-600 dark:text-zinc-400">
          {formatDateBR(t.transactionDate)}
          {refund ? " · Estorno" : ""}
          {t.categoryId ? ` · ${t.categoryId.name}` : ""}
        </span>
      </span>
      <span
        className={`shrink-0 text-sm font-medium tabular-nums ${income || refund ? "text-emerald-700 dark:text-emerald-400" : "text-rose-700 dark:text-rose-400"}`}
      >
        {amount}
      </span>
    </Command.Item>
  );
}

/** What a screen reader hears after each search, and what the list says when it is empty. */
function searchStatus(term: string, search: ReturnType<typeof useTransactionSearch>, screens: number): string {
  if (term.length < SEARCH_MIN_LENGTH) return screens > 0 ? "" : "Nenhuma tela encontrada.";
  if (search.status === "loading") return "Buscando transações...";
  if (search.status === "error") return "Não foi possível buscar as transações. Tente de novo.";
  if (search.status !== "done") return "";
  const count = search.results.length;
  if (count === 0) return screens > 0 ? "Nenhuma transação encontrada." : "Nada encontrado para esta busca.";
  return `${countOf(count, "transação encontrada", "transações encontradas")}.`;
}

/**
 * The top bar's search: jumps to a screen, or finds transactions of any month by their
 * description or amount ("412" finds R$ 412,37) as you type (on the server, newest first); choosing one opens its month with the
 * row highlighted. Loaded only when first opened.
 */
export default function CommandPalette({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const router = useRouter();
  const [query, setQuery] = useState("");
  const term = normalizeSearchTerm(query);
  const search = useTransactionSearch(query);
  const folded = foldForSearch(term);
  const screens = folded ? SCREENS.filter((item) => foldForSearch(item.label).includes(folded)) : SCREENS;
  const status = searchStatus(term, search, screens.length);
  const results = search.status === "done" ? search.results : [];

  const go = (href: string) => {
    onOpenChange(false);
    setQuery("");
    router.push(href);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        showClose={false}
        className="gap-0 overflow-hidden p-0 sm:top-[15%] sm:max-w-xl sm:translate-y-0 sm:p-0"
        aria-describedby="busca-descricao"
      >
        <DialogTitle className="sr-only">Buscar</DialogTitle>
        <DialogDescription id="busca-descricao" className="sr-only">
          Digite para ir a uma tela ou encontrar transações de qualquer mês pela descrição ou pelo valor. Use as setas para escolher
          e Enter para abrir.
        </DialogDescription>
        <Command shouldFilter={false} loop label="Buscar telas e transações" className="flex max-h-[80dvh] flex-col">
          <div className="flex items-center gap-2 border-b border-zinc-200 px-3 dark:border-zinc-800">
            <Search className="size-4 shrink-0 text-zinc-500 dark:text-zinc-400" aria-hidden="true" />
            <Command.Input
              value={query}
              onValueChange={setQuery}
              aria-label="Buscar telas e transações"
              placeholder="Buscar telas e transações..."
              maxLength={100}
              className="h-12 w-full bg-transparent text-base text-zinc-900 outline-none placeholder:text-zinc-500 sm:text-sm dark:text-zinc-100 dark:placeholder:text-zinc-400"
            />
            {search.status === "loading" ? (
              <Loader2 className="size-4 shrink-0 animate-spin text-zinc-500" aria-hidden="true" />
            ) : null}
          </div>
          <p role="status" aria-live="polite" className="sr-only">
            {status}
          </p>
          <Command.List className="overflow-y-auto p-2">
            {screens.length > 0 ? (
              <Command.Group heading="Telas" className={headingClass}>
                {screens.map((item) => (
                  <Command.Item key={item.href} value={`tela-${item.href}`} onSelect={() => go(item.href)} className={itemClass}>
                    <item.icon className="size-4 shrink-0 text-zinc-500 dark:text-zinc-400" aria-hidden="true" />
                    {item.label}
                  </Command.Item>
                ))}
              </Command.Group>
            ) : null}
            {results.length > 0 ? (
              <Command.Group heading="Transações" className={headingClass}>
                {results.map((t) => (
                  <TransactionItem key={t._id} transaction={t} onSelect={() => go(transactionHref(t))} />
                ))}
              </Command.Group>
            ) : null}
            {status && results.length === 0 && search.status !== "loading" ? (
              <p className="px-3 py-6 text-center text-sm text-zinc-600 dark:text-zinc-400" aria-hidden="true">
                {status}
              </p>
            ) : null}
          </Command.List>
          <p className="hidden border-t border-zinc-200 px-3 py-2 text-xs text-zinc-600 sm:block dark:border-zinc-800 dark:text-zinc-400">
            ↑↓ para navegar · Enter para abrir · Esc para fechar
          </p>
        </Command>
      </DialogContent>
    </Dialog>
  );
}
