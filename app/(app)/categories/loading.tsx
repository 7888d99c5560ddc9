import { CardListLoading } from "@/components/card-grid/card-list-loading";
import { LABEL_SCREENS } from "@/components/labels/label-screens";

export default function Loading() {
  return <CardListLoading header={LABEL_SCREENS.category} label={LABEL_SCREENS.category.loadingLabel} />;
}
