import { ItemListLoading } from "@/components/item-grid/item-list-loading";
import { OBJECTIVES_HEADER } from "@/components/objectives/objectives-screen-texts";

export default function Loading() {
  return <ItemListLoading header={OBJECTIVES_HEADER} label="Carregando objetivos..." />;
}
