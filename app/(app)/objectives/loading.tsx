import { CardListLoading } from "@/components/card-grid/card-list-loading";

export default function Loading() {
  return <CardListLoading label="Carregando objetivos..." />;
}
