import { EmptyState } from "@/components/ui/empty-state";
import { ItemListScreen } from "@/components/item-grid/item-list-screen";
import { ClearSearchLink } from "@/components/item-grid/clear-search-link";
import type { Loaded, SearchedList } from "@/lib/loaded";
import { LabelPanel } from "@/components/labels/label-panel";
import { LABEL_SCREENS } from "@/components/labels/label-screens";
import type { LabelScreenKind } from "@/components/labels/label-screens";
import { listNames } from "@/components/labels/list-names";
import { NewLabelButton, StarterSetButton } from "@/components/labels/label-actions";
import type { LabelJson, StarterLabel } from "@/lib/schemas/labels";
import type { HouseholdView } from "@/lib/domain/household-view";

/**
 * The categories screen and the payment-methods screen, rendered on the server from the list the
 * page read: same behaviour, their own words.
 */
export function LabelsScreen({
  kind,
  term,
  list,
  starterSet,
  household = null,
}: {
  kind: LabelScreenKind;
  term: string;
  list: Loaded<SearchedList<LabelJson>>;
  starterSet: readonly StarterLabel[];
  /** The person's household (categories only): "Da casa" in the dialog and on its items. */
  household?: HouseholdView | null;
}) {
  const texts = LABEL_SCREENS[kind];
  return (
    <ItemListScreen
      title={texts.title}
      description={texts.description}
      actions={<NewLabelButton kind={kind} household={household} />}
      search={{ placeholder: texts.searchPlaceholder, label: texts.searchLabel }}
      term={term}
      list={list}
      loadError={{ message: texts.toasts.loadError, toastTitle: "Erro" }}
      empty={
        <EmptyState
          icon={texts.icon}
          title={texts.emptyTitle}
          description={
            <>
              {texts.emptyHint}
              <span className="mt-1 block">{texts.starterHint(listNames(starterSet))}</span>
            </>
          }
          action={
            <div className="flex flex-col items-center gap-2 sm:flex-row">
              <StarterSetButton kind={kind} />
              <NewLabelButton kind={kind} household={household} />
            </div>
          }
        />
      }
      noMatch={
        <EmptyState
          icon={texts.icon}
          title={texts.emptyTitle}
          description={texts.noMatchHint(term)}
          action={<ClearSearchLink href={texts.path} />}
        />
      }
      gridLabel={texts.title}
      renderItem={(label) => <LabelPanel key={label._id} kind={kind} label={label} household={household} />}
    />
  );
}
