import { CircleCheck } from "lucide-react";
import { RegisterSettlementButton } from "@/components/household/register-settlement-button";
import { SPLIT_FALLBACK_NOTES } from "@/components/household/household-screen-texts";
import { formatMoney, type Cents } from "@/lib/format/money";
import type { RecordedSettlementJson, SettlementJson } from "@/lib/schemas/household-settlement";
import { RecordedSettlements } from "@/components/household/recorded-settlements";
import { cn } from "@/lib/utils";
import type { HouseholdLevel } from "@/lib/domain/enums";
import type { Day } from "@/lib/domain/calendar";

/** Who left the household (or deleted their account) is still named in an old balance. */
const FORMER_MEMBER = "ex-membro";

/**
 * "Acerto de contas" for a period: what each paid of the household's expenses, what they should
 * have paid by the split, the balance, and who owes whom ("Ana deve R$ 312,40 a Bruno"), each
 * with "Registrar acerto" unless the viewer is "Só ver"; then the settlements recorded in it.
 */
export function SettlementPanel({
  settlement: { members, transfers, split },
  recorded,
  viewer,
  today,
}: {
  settlement: SettlementJson;
  recorded: RecordedSettlementJson[];
  viewer: { userId: string; level: HouseholdLevel };
  today: Day;
}) {
  const canRecord = viewer.level !== "read";
  const nameOf = (userId: string | null) => members.find((member) => member.userId === userId)?.name ?? FORMER_MEMBER;
  return (
    <div className="flex flex-col gap-5">
      <ul aria-label="Quanto cada um pagou" className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {members.map((member) => (
          <li key={member.userId} data-testid="settlement-member" className="flex flex-col gap-2 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
            <p className="font-medium break-words text-zinc-900 dark:text-zinc-100">{member.name}</p>
            <dl className="grid grid-cols-3 gap-2 text-sm">
              <Figure label="Pagou" cents={member.paidCents} />
              <Figure label="Deveria pagar" cents={member.shareCents} />
              <Figure label="Saldo" cents={member.balanceCents} signed />
            </dl>
          </li>
        ))}
      </ul>
      {split.fallback ? <p className="text-xs text-amber-800 dark:text-amber-400">{SPLIT_FALLBACK_NOTES[split.fallback]}</p> : null}
      <section aria-labelledby="settlement-transfers-title" className="flex flex-col gap-2">
        <h3 id="settlement-transfers-title" className="text-sm font-medium text-zinc-900 dark:text-zinc-100">
          Quem deve a quem
        </h3>
        {transfers.length === 0 ? (
          <p data-testid="settlement-even" className="flex items-center gap-2 text-sm text-emerald-700 dark:text-emerald-400">
            <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
            Tudo certo: ninguém deve nada.
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {transfers.map((transfer) => {
              const from = nameOf(transfer.from);
              const to = nameOf(transfer.to);
              return (
                <li
                  key={`${transfer.from}-${transfer.to}`}
                  data-testid="settlement-transfer"
                  className="flex flex-col gap-2 rounded-lg bg-zinc-50 px-3 py-2.5 sm:flex-row sm:items-center sm:justify-between dark:bg-zinc-800/60"
                >
                  <p className="text-sm text-zinc-900 dark:text-zinc-100">
                    <span className="font-medium">{from}</span> deve{" "}
                    <span className="font-semibold tabular-nums">{formatMoney(transfer.amountCents)}</span> a{" "}
                    <span className="font-medium">{to}</span>
                  </p>
                  {canRecord ? (
                    <RegisterSettlementButton settlement={{ ...transfer, fromName: from, toName: to }} today={today} />
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <RecordedSettlements
        settlements={recorded}
        nameOf={nameOf}
        mayUndo={(settlement) => viewer.level === "owner" || settlement.createdBy === viewer.userId}
      />
    </div>
  );
}

function Figure({ label, cents, signed = false }: { label: string; cents: Cents; signed?: boolean }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs text-zinc-600 dark:text-zinc-400">{label}</dt>
      <dd
        className={cn(
          "font-medium tabular-nums break-words text-zinc-900 dark:text-zinc-100",
          signed && cents > 0 && "text-emerald-700 dark:text-emerald-400",
          signed && cents < 0 && "text-rose-700 dark:text-rose-400",
        )}
      >
        {formatMoney(cents, { plus: signed })}
      </dd>
    </div>
  );
}
