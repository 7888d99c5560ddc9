import { LabelPanelActions } from "@/components/labels/label-actions";
import type { LabelScreenKind } from "@/components/labels/label-screens";
import type { LabelJson } from "@/lib/schemas/labels";
import { paymentMethodKindLabel } from "@/components/payment-methods/kind-label";
import { CATEGORY_TYPE_LABELS } from "@/lib/domain/category-types";
import type { CategoryType } from "@/lib/domain/enums";
import { markingLabel } from "@/components/tax/deductible-options";
import type { DeductibleMarking } from "@/lib/schemas/tax";
import type { SharingLevel } from "@/lib/domain/enums";
import { sharedByLine } from "@/components/payment-methods/sharing-labels";
import type { HouseholdItemJson } from "@/lib/schemas/household-item";
import type { CategoryJson } from "@/lib/schemas/categories";
import { HouseholdBadge } from "@/components/household-items/household-badge";
import { MapCategoryButton } from "@/components/categories/map-category-button";
import {
  householdOwnerLine,
  mayChangeItem,
  mayMapCategory,
} from "@/components/household-items/household-view";
import type { HouseholdView } from "@/lib/domain/household-view";

/**
 * A category or payment method, rendered on the server: its colour as a stripe, name,
 * description or 'Sem descrição'; only the edit and delete buttons are an island.
 */
export function LabelPanel({
  kind,
  label,
  household = null,
}: {
  kind: LabelScreenKind;
  /** The person's household, for a category's "Da casa", "de Ana" and mapping. */
  household?: HouseholdView | null;
  label: LabelJson & {
    type?: CategoryType;
    deductible?: DeductibleMarking;
    /** A payment method another member of the household shares: whose, and how. */
    sharing?: SharingLevel;
    ownerName?: string;
    access?: string;
    household?: boolean;
    ownerId?: string;
  };
}) {
  const kindText = paymentMethodKindLabel(label);
  const sharedBy = kind === "payment-method" ? sharedByLine(label) : null;
  // A category answers whose it is: "Da casa", "de Ana", and what the person may do with it.
  const item = kind === "category" && label.ownerId ? (label as CategoryJson & HouseholdItemJson) : null;
  const changeable = sharedBy === null && (!item || mayChangeItem(item));
  return (
    <li
      data-testid="label-panel"
      className="flex flex-col overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-xs dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="h-1.5 w-full" style={{ backgroundColor: label.color }} aria-hidden="true" />
      <div className="flex flex-1 flex-col gap-1.5 px-5 pt-3 pb-5">
        <div className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 items-start gap-2.5 pt-1.5">
            <span
              className="mt-1.5 size-3 shrink-0 rounded-full ring-1 ring-black/10 dark:ring-white/15"
              style={{ backgroundColor: label.color }}
              aria-hidden="true"
            />
            <h2 className="line-clamp-2 text-base font-semibold break-words text-zinc-900 dark:text-zinc-50">
              {label.name}
            </h2>
          </div>
          {/* Another member's payment method is theirs to change. */}
          {changeable ? (
            <div className="flex shrink-0 items-center">
              {item && mayMapCategory(household, item) ? <MapCategoryButton category={item} /> : null}
              <LabelPanelActions kind={kind} label={label} household={household} />
            </div>
          ) : null}
        </div>
        {item?.household ? <HouseholdBadge ownerLine={householdOwnerLine(item, household)} /> : null}
        {sharedBy ? <p className="text-xs font-medium text-sky-800 dark:text-sky-300">{sharedBy}</p> : null}
        {kindText ? (
          <p className="text-xs font-medium text-zinc-600 dark:text-zinc-400">{kindText}</p>
        ) : null}
        {label.description ? (
          <p className="line-clamp-2 text-sm break-words text-zinc-600 dark:text-zinc-400">
            {label.description}
          </p>
        ) : (
          <p className="text-sm text-zinc-500 italic dark:text-zinc-400">Sem descrição</p>
        )}
        {kind === "category" && label.type ? (
          <p className="text-xs text-zinc-600 dark:text-zinc-400">Usada em: {CATEGORY_TYPE_LABELS[label.type].toLowerCase()}</p>
        ) : null}
        {kind === "category" && label.deductible ? (
          <p className="text-xs text-emerald-700 dark:text-emerald-400">Dedutível no IR: {markingLabel(label.deductible)}</p>
        ) : null}
      </div>
    </li>
  );
}
