import { CardListLoading } from "@/components/card-grid/card-list-loading";
import { OBJECTIVES_HEADER } from "@/components/objectives/objectives-screen-texts";

export default function Loading() {
  return <CardListLoading header={OBJECTIVES_HEADER} label="Carregando objetivos..." />;
}
