import { Users } from "lucide-react";
import { Panel, PanelContent, PanelDescription, PanelHeader, PanelTitle } from "@/components/ui/panel";
import { formatDateBR } from "@/lib/format/dates";
import { formatDocument } from "@/lib/domain/documents";
import { AddDependentButton, DependentActions } from "@/components/profile/dependent-buttons";
import { PendingFixButton } from "@/components/tax/pending-fix-button";
import type { DependentJson } from "@/lib/schemas/dependent";

/**
 * Perfil's "Imposto de Renda": the titular's CPF and the dependentes the declaration lists with them
 * (name, CPF, birth date, relationship).
 */
export function DependentsPanel({ dependents, titularCpf }: { dependents: DependentJson[] | null; titularCpf: string | null }) {
  return (
    <Panel data-testid="dependents-panel">
      <PanelHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <PanelTitle>Imposto de Renda</PanelTitle>
          <PanelDescription>Seu CPF e seus dependentes, para a declaração: despesas de saúde e educação podem ser deles.</PanelDescription>
        </div>
      </PanelHeader>
      <PanelContent className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-zinc-50 px-3 py-2 dark:bg-zinc-800/60">
          <p className="text-sm">
            <span className="text-zinc-600 dark:text-zinc-400">Seu CPF: </span>
            {titularCpf ? (
              <span className="font-medium tabular-nums" data-testid="titular-cpf">
                {formatDocument(titularCpf)}
              </span>
            ) : (
              <span className="font-medium">não informado</span>
            )}
          </p>
          <PendingFixButton
            kind="titular_cpf"
            targetId={null}
            message={titularCpf ? "Altere o CPF que vai na declaração como titular." : "Adicione o seu CPF para usar na declaração."}
          />
        </div>
        <div className="flex items-center justify-between gap-3">
          <h3 id="dependents-title" className="text-sm font-semibold">
            Dependentes
          </h3>
          <AddDependentButton />
        </div>
        {dependents === null ? (
          <p role="alert" className="text-sm text-rose-700 dark:text-rose-400">
            Não foi possível carregar os dependentes. Recarregue a página.
          </p>
        ) : dependents.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
            <Users className="size-4 shrink-0" aria-hidden="true" />
            Nenhum dependente cadastrado.
          </p>
        ) : (
          <ul aria-labelledby="dependents-title" className="flex flex-col divide-y divide-zinc-200 dark:divide-zinc-800">
            {dependents.map((dependent) => (
              <li key={dependent.id} data-testid="dependent" className="flex items-center justify-between gap-3 py-3">
                <div className="flex min-w-0 flex-col gap-0.5">
                  <p className="truncate font-medium">{dependent.name}</p>
                  <p className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
                    {formatDocument(dependent.cpf)} · nasceu em {formatDateBR(dependent.birthDate)}
                  </p>
                  <p className="text-xs text-zinc-600 dark:text-zinc-400">{`${dependent.relationship} · ${dependent.relationshipDescription}`}</p>
                </div>
                <DependentActions dependent={dependent} />
              </li>
            ))}
          </ul>
        )}
      </PanelContent>
    </Panel>
  );
}
