import { PartLoadError } from "@/components/shell/part-load-error";
import { SettlementFrame } from "@/components/household/settlement-frame";
import { SettlementPanel } from "@/components/household/settlement-panel";
import type { SettlementPeriod } from "@/components/household/settlement-period";
import { db } from "@/lib/server/db";
import { loadPart } from "@/lib/server/load-part";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import type { HouseholdLevel } from "@/lib/domain/enums";
import { getSettlement } from "@/server/households/get-settlement";
import { listSettlements } from "@/server/households/list-settlements";

/**
 * Casa's "Acerto de contas" for the period in the URL and the settlements recorded in it; "Só ver"
 * members read it without recording.
 */
export async function SettlementPart({ userId, level, period }: { userId: string; level: HouseholdLevel; period: SettlementPeriod }) {
  const today = todayInSaoPaulo();
  const month = period.kind === "month" ? period.month : null;
  const loaded = await loadPart("casa: acerto de contas", () =>
    Promise.all([getSettlement(db, userId, month, today), listSettlements(db, userId, month)]),
  );
  return (
    <SettlementFrame period={period}>
      {loaded.ok ? (
        <SettlementPanel settlement={loaded.data[0]} recorded={loaded.data[1]} viewer={{ userId, level }} today={today} />
      ) : (
        <PartLoadError
          failure={{ title: "Erro ao carregar o acerto de contas", description: "Não foi possível somar o que a casa gastou. Tente de novo." }}
        />
      )}
    </SettlementFrame>
  );
}
