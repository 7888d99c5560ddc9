import { Tag } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { ListLoadError } from "@/components/shell/list-load-error";
import { HouseholdBadge } from "@/components/household-items/household-badge";
import { householdOwnerLine, mayChangeItem } from "@/components/household-items/household-view";
import { TagMenu } from "@/components/tags/tag-menu";
import { countOf } from "@/lib/format/count";
import type { HouseholdView } from "@/lib/domain/household-view";
import { db } from "@/lib/server/db";
import { loadPart } from "@/lib/server/load-part";
import { listTags } from "@/server/tags/list-tags";

const HEADING_ID = "tags";

function SectionFrame({ household, children }: { household: HouseholdView | null; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={HEADING_ID}
      data-testid="tags-section"
      className="flex scroll-mt-20 flex-col gap-4 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs sm:p-5 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex flex-col gap-1">
        <h2 id={HEADING_ID} className="flex items-center gap-2 text-base font-semibold text-zinc-900 dark:text-zinc-100">
          <Tag className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
          Tags
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {household
            ? "As tags das suas transações e as da casa, que todas as pessoas da casa usam. Renomeie, exclua ou compartilhe com a casa."
            : "As tags das suas transações. Renomeie ou exclua; as transações continuam."}
        </p>
      </div>
      {children}
    </section>
  );
}

/** Categorias' Tags: each tag the person sees, with its use, "Da casa", and its edit and delete (an island). */
export async function TagsSection({ userId, household }: { userId: string; household: HouseholdView | null }) {
  const result = await loadPart("categorias: tags", () => listTags(db, userId));
  if (!result.ok) {
    return (
      <SectionFrame household={household}>
        <ListLoadError message="Não foi possível carregar as tags." toastTitle="Erro" />
      </SectionFrame>
    );
  }
  return (
    <SectionFrame household={household}>
      {result.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-zinc-300 px-4 py-5 text-center text-sm text-zinc-600 dark:border-zinc-700 dark:text-zinc-400">
          Nenhuma tag ainda. Adicione tags como “Viagem” ou “Reforma” ao lançar uma transação.
        </p>
      ) : (
        <ul aria-label="Tags" className="divide-y divide-zinc-100 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
          {result.data.map((tag) => (
            <li key={tag.id} data-testid="tag-row" className="flex items-center gap-3 px-3 py-2.5 sm:px-4">
              <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
                <span className="min-w-0 truncate text-sm font-medium text-zinc-900 dark:text-zinc-100">{tag.name}</span>
                <span className="shrink-0 text-xs text-zinc-600 dark:text-zinc-400">
                  {countOf(tag.count, "transação", "transações")}
                </span>
                {tag.household ? <HouseholdBadge ownerLine={householdOwnerLine(tag, household)} /> : null}
              </div>
              {mayChangeItem(tag) ? <TagMenu tag={tag} household={household} /> : null}
            </li>
          ))}
        </ul>
      )}
    </SectionFrame>
  );
}

/** While the tags load. */
export function TagsSkeleton({ household }: { household: HouseholdView | null }) {
  return (
    <SectionFrame household={household}>
      <div className="flex flex-col gap-2" role="status" aria-label="Carregando tags...">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    </SectionFrame>
  );
}
