import { ItemListLoading } from "@/components/item-grid/item-list-loading";
import { LABEL_SCREENS } from "@/components/labels/label-screens";

export default function Loading() {
  return <ItemListLoading header={LABEL_SCREENS["payment-method"]} label={LABEL_SCREENS["payment-method"].loadingLabel} />;
}
