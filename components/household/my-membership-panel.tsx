import { Panel, PanelContent, PanelDescription, PanelHeader, PanelTitle } from "@/components/ui/panel";
import { MonthlyIncomeForm } from "@/components/household/monthly-income-form";
import { HouseholdBillsSwitch } from "@/components/household/household-bills-switch";
import type { HouseholdJson } from "@/lib/schemas/households";

/** What each member sets for themselves: the income the proportional split reads, and bill reminders. */
export function MyMembershipPanel({ me }: { me: HouseholdJson["me"] }) {
  return (
    <Panel data-testid="household-me" aria-labelledby="household-me-title">
      <PanelHeader>
        <PanelTitle id="household-me-title">Minha participação</PanelTitle>
        <PanelDescription>Só você muda estes dados.</PanelDescription>
      </PanelHeader>
      <PanelContent className="flex flex-col gap-6">
        <MonthlyIncomeForm incomeCents={me.monthlyIncomeCents} />
        <HouseholdBillsSwitch checked={me.notifyHouseholdBills} />
      </PanelContent>
    </Panel>
  );
}
