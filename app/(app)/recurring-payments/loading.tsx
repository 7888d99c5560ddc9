import { CardListLoading } from "@/components/card-grid/card-list-loading";
import { RECURRING_PAYMENTS_HEADER } from "@/components/recurring-payments/recurring-payments-screen-texts";

export default function Loading() {
  return <CardListLoading header={RECURRING_PAYMENTS_HEADER} label="Carregando pagamentos recorrentes..." />;
}
