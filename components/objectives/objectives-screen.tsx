import type { HouseholdView } from "@/lib/domain/household-view";
import { Target } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { ItemListScreen } from "@/components/item-grid/item-list-screen";
import { ClearSearchLink } from "@/components/item-grid/clear-search-link";
import type { Loaded, SearchedList } from "@/lib/loaded";
import { NewObjectiveButton } from "@/components/objectives/objective-actions";
import { ObjectivePanel } from "@/components/objectives/objective-panel";
import type { ObjectiveJson } from "@/lib/schemas/objectives";
import { OBJECTIVES_HEADER } from "@/components/objectives/objectives-screen-texts";
import { NoAccountNotice } from "@/components/objectives/no-account-notice";

/** Objetivos Financeiros, rendered on the server from the list the page read. */
export function ObjectivesScreen({
  term,
  list,
  noticeText = null,
  household = null,
}: {
  term: string;
  list: Loaded<SearchedList<ObjectiveJson>>;
  /** The one-time notice about moves kept "sem conta", while not dismissed. */
  noticeText?: string | null;
  /** The person's household: "Da casa" in the dialog and on its objectives. */
  household?: HouseholdView | null;
}) {
  return (
    <ItemListScreen
      notice={noticeText ? <NoAccountNotice text={noticeText} /> : undefined}
      title={OBJECTIVES_HEADER.title}
      description={OBJECTIVES_HEADER.description}
      actions={<NewObjectiveButton household={household} />}
      search={{ placeholder: "Buscar objetivos...", label: "Buscar objetivos" }}
      term={term}
      list={list}
      loadError={{
        message: "Ocorreu um erro ao buscar os objetivos.",
        toastTitle: "Erro ao buscar objetivos",
      }}
      empty={
        <EmptyState
          icon={Target}
          title="Nenhum objetivo encontrado"
          description="Crie seu primeiro objetivo e vincule transações a ele para ver seu progresso."
          action={<NewObjectiveButton household={household} />}
        />
      }
      noMatch={
        <EmptyState
          icon={Target}
          title="Nenhum objetivo encontrado"
          description={`Nenhum objetivo corresponde a "${term}".`}
          action={<ClearSearchLink href="/objectives" />}
        />
      }
      gridLabel="Objetivos"
      renderItem={(objective) => <ObjectivePanel key={objective._id} objective={objective} household={household} />}
    />
  );
}
