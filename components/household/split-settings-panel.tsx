import { Panel, PanelContent, PanelDescription, PanelHeader, PanelTitle } from "@/components/ui/panel";
import { SplitSettingsForm } from "@/components/household/split-settings-form";
import { SPLIT_MODE_HINTS, SPLIT_MODE_LABELS, formatPercent } from "@/components/household/household-screen-texts";
import type { HouseholdJson } from "@/lib/schemas/households";

/** "Divisão padrão": how a shared expense is split unless a row says otherwise. The owner edits it. */
export function SplitSettingsPanel({ household }: { household: HouseholdJson }) {
  const { mode, shares } = household.split;
  const members = household.members.map((member) => ({ userId: member.userId, name: member.name }));
  return (
    <Panel data-testid="household-split" aria-labelledby="household-split-title">
      <PanelHeader>
        <PanelTitle id="household-split-title">Divisão padrão</PanelTitle>
        <PanelDescription>Como uma despesa da casa se divide, a não ser que o lançamento diga outra coisa.</PanelDescription>
      </PanelHeader>
      <PanelContent>
        {household.me.level === "owner" ? (
          <SplitSettingsForm mode={mode} shares={shares} members={members} />
        ) : (
          <div className="flex flex-col gap-2 text-sm">
            <p className="font-medium text-zinc-900 dark:text-zinc-100">{SPLIT_MODE_LABELS[mode]}</p>
            <p className="text-zinc-600 dark:text-zinc-400">{SPLIT_MODE_HINTS[mode]}</p>
            {mode === "fixed" && shares ? (
              <ul className="flex flex-col gap-1">
                {members.map((member) => (
                  <li key={member.userId} className="flex justify-between gap-3">
                    <span className="min-w-0 break-words">{member.name}</span>
                    <span className="tabular-nums">{formatPercent(shares[member.userId] ?? 0)}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="text-xs text-zinc-600 dark:text-zinc-400">Só quem é dono da casa muda a divisão.</p>
          </div>
        )}
      </PanelContent>
    </Panel>
  );
}
