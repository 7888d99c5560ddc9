import type { Metadata } from "next";
import { RecurringPaymentsScreen } from "@/components/recurring-payments/recurring-payments-screen";

export const metadata: Metadata = { title: "Pagamentos Recorrentes" };

export default function RecurringPaymentsPage() {
  return <RecurringPaymentsScreen />;
}
