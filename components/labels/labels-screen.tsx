import { EmptyState } from "@/components/ui/empty-state";
import { CardListScreen } from "@/components/card-grid/card-list-screen";
import { ClearSearchLink } from "@/components/card-grid/clear-search-link";
import type { CardList } from "@/components/card-grid/load-card-list";
import { LabelCard } from "@/components/labels/label-card";
import { LABEL_SCREENS } from "@/components/labels/label-screens";
import type { LabelScreenKind } from "@/components/labels/label-screens";
import { listNames } from "@/components/labels/list-names";
import { NewLabelButton, StarterSetButton } from "@/components/labels/label-actions";
import type { LabelJson, StarterLabel } from "@/lib/schemas/labels";

/**
 * The categories screen and the payment-methods screen, rendered on the server from the list the
 * page read: same behaviour, their own words.
 */
export function LabelsScreen({
  kind,
  list,
  starterSet,
}: {
  kind: LabelScreenKind;
  list: CardList<LabelJson>;
  starterSet: readonly StarterLabel[];
}) {
  const texts = LABEL_SCREENS[kind];
  return (
    <CardListScreen
      title={texts.title}
      description={texts.description}
      actions={<NewLabelButton kind={kind} />}
      search={{ placeholder: texts.searchPlaceholder, label: texts.searchLabel }}
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
              <NewLabelButton kind={kind} />
            </div>
          }
        />
      }
      noMatch={
        <EmptyState
          icon={texts.icon}
          title={texts.emptyTitle}
          description={texts.noMatchHint(list.term)}
          action={<ClearSearchLink href={texts.path} />}
        />
      }
      gridLabel={texts.title}
      renderItem={(label) => <LabelCard key={label._id} kind={kind} label={label} />}
    />
  );
}
