import { ItemListLoading } from "@/components/item-grid/item-list-loading";
import { RECURRING_PAYMENTS_HEADER } from "@/components/recurring-payments/recurring-payments-screen-texts";

export default function Loading() {
  return <ItemListLoading header={RECURRING_PAYMENTS_HEADER} label="Carregando pagamentos recorrentes..." />;
}
