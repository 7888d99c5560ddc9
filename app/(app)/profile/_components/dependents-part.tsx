import { DependentsPanel } from "@/components/profile/dependents-panel";
import { db } from "@/lib/server/db";
import { dataOrNull, loadPart } from "@/lib/server/load-part";
import { listDependents } from "@/server/tax/list-dependents";

/** Perfil's "Imposto de Renda" part: the titular's CPF and the declaration's dependentes, read on the server. */
export async function DependentsPart({ userId, titularCpf }: { userId: string; titularCpf: string | null }) {
  const dependents = dataOrNull(await loadPart("profile: dependentes", () => listDependents(db, userId)));
  return <DependentsPanel dependents={dependents} titularCpf={titularCpf} />;
}
