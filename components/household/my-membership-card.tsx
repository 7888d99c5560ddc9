import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { MonthlyIncomeForm } from "@/components/household/monthly-income-form";
import { HouseholdBillsSwitch } from "@/components/household/household-bills-switch";
import type { HouseholdJson } from "@/lib/schemas/households";

/** What each member sets for themselves: the income the proportional split reads, and bill reminders. */
export function MyMembershipCard({ me }: { me: HouseholdJson["me"] }) {
  return (
    <Card data-testid="household-me" aria-labelledby="household-me-title">
      <CardHeader>
        <CardTitle id="household-me-title">Minha participação</CardTitle>
        <CardDescription>Só você muda estes dados.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <MonthlyIncomeForm incomeCents={me.monthlyIncomeCents} />
        <HouseholdBillsSwitch checked={me.notifyHouseholdBills} />
      </CardContent>
    </Card>
  );
}
