import { House } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { CreateHouseholdForm } from "@/components/household/create-household-form";
import { HOUSEHOLD_PITCH } from "@/components/household/household-screen-texts";

/** Casa without a household: what Bolso a dois is, and "Criar casa". */
export function HouseholdEmptyState() {
  return (
    <EmptyState
      icon={House}
      title="Bolso a dois"
      description={
        <>
          {HOUSEHOLD_PITCH}
          <span className="mt-2 block">Crie a sua casa e convide as pessoas por e-mail. Recebeu um convite? Abra o link do e-mail.</span>
        </>
      }
      action={<CreateHouseholdForm />}
    />
  );
}
