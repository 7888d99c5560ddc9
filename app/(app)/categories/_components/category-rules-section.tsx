import { ArrowRight, Wand2 } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { ListLoadError } from "@/components/shell/list-load-error";
import { NewRuleButton, RuleMenu } from "@/components/category-rules/rule-actions";
import type { RuleReferences } from "@/components/category-rules/rule-references";
import { db } from "@/lib/server/db";
import { loadPart } from "@/lib/server/load-part";
import { listCategories } from "@/server/categories/list-categories";
import { listCategoryRules } from "@/server/category-rules/list-category-rules";
import { listPaymentMethods } from "@/server/payment-methods/list-payment-methods";
import { listTags } from "@/server/tags/list-tags";
import { RowTags } from "@/components/transactions/row-tags";

const HEADING_ID = "regras-de-categorizacao";

function SectionFrame({ children, action }: { children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <section
      aria-labelledby={HEADING_ID}
      data-testid="category-rules"
      className="flex flex-col gap-4 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs sm:p-5 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 id={HEADING_ID} className="flex items-center gap-2 text-base font-semibold text-zinc-900 dark:text-zinc-100">
            <Wand2 className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
            Regras de categorização automática
          </h2>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            Quando a descrição de uma transação nova contém o texto da regra, a categoria vem preenchida e as
            tags da regra são adicionadas. Se várias servirem, vale a de texto mais longo.
          </p>
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Where rules are listed (server HTML) and edited (client dialogs). */
export async function CategoryRulesSection({ userId }: { userId: string }) {
  const result = await loadPart("categorias: regras", () =>
    Promise.all([listCategoryRules(db, userId), listCategories(db, userId), listPaymentMethods(db, userId), listTags(db, userId)]),
  );
  if (!result.ok) {
    return (
      <SectionFrame>
        <ListLoadError message="Não foi possível carregar as regras." toastTitle="Erro" />
      </SectionFrame>
    );
  }
  const [rules, categories, paymentMethods, tags] = result.data;
  const label = ({ _id, name, color }: { _id: string; name: string; color: string }) => ({ _id, name, color });
  const references: RuleReferences = {
    categories: categories.map(label),
    paymentMethods: paymentMethods.map(label),
    tags: tags.map((tag) => tag.name),
  };
  const noCategories = categories.length === 0;
  return (
    <SectionFrame action={<NewRuleButton references={references} disabled={noCategories} />}>
      {rules.length === 0 ? (
        <p className="rounded-lg border border-dashed border-zinc-300 px-4 py-5 text-center text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
          {noCategories
            ? "Crie uma categoria para poder criar regras."
            : "Nenhuma regra ainda. Crie uma, ou aceite a sugestão que aparece ao mudar a categoria de uma transação."}
        </p>
      ) : (
        <ul aria-label="Regras" className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
          {rules.map((rule) => (
            <li key={rule._id} data-testid="category-rule" className="flex items-center gap-3 px-3 py-2.5 sm:px-4">
              <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
                <span className="min-w-0 truncate text-sm font-medium text-zinc-900 dark:text-zinc-100">
                  <span className="font-normal text-zinc-600 dark:text-zinc-400">Contém </span>“{rule.contains}”
                </span>
                <span className="flex min-w-0 items-center gap-2 text-sm text-zinc-700 dark:text-zinc-300">
                  <ArrowRight className="hidden size-4 shrink-0 text-zinc-400 sm:block" aria-label="categoriza como" />
                  <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: rule.categoryColor }} aria-hidden="true" />
                  <span className="truncate">{rule.categoryName}</span>
                  {rule.paymentMethodName ? (
                    <span className="truncate text-zinc-600 dark:text-zinc-400">· {rule.paymentMethodName}</span>
                  ) : null}
                </span>
                <RowTags tags={rule.tags} />
              </div>
              <RuleMenu rule={rule} references={references} />
            </li>
          ))}
        </ul>
      )}
    </SectionFrame>
  );
}

/** While the rules load. */
export function CategoryRulesSkeleton() {
  return (
    <SectionFrame>
      <div className="flex flex-col gap-2" role="status" aria-label="Carregando regras...">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    </SectionFrame>
  );
}
