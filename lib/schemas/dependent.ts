import * as z from "@/lib/schemas/zod";
import { declarationDocument } from "@/lib/domain/documents";
import { relationshipOf } from "@/lib/domain/tax/codes";
import { LATEST_TAX_RULES } from "@/lib/domain/tax/rules";
import { todayInSaoPaulo } from "@/lib/domain/calendar";
import type { Day } from "@/lib/domain/calendar";

/** Dependentes of the declaration, kept in the profile: /user/dependents. */
export const dependentMessages = {
  notFound: "Dependente não encontrado.",
  idInvalid: "Identificador de dependente inválido.",
  nameRequired: "O nome do dependente é obrigatório.",
  nameTooLong: "O nome do dependente deve ter no máximo 120 caracteres.",
  cpfInvalid: "CPF inválido: confira os dígitos (o CPF completo, sem asteriscos).",
  birthDateInvalid: "Data de nascimento inválida: use AAAA-MM-DD, de 1900 até hoje.",
  relationshipInvalid: (codes: string) => `Relação de dependência inválida: use um dos códigos ${codes}.`,
  sameCpf: "Já existe um dependente com esse CPF.",
  ownCpf: "Esse CPF é o seu: um dependente tem CPF próprio.",
  nothingToChange: "Informe o que alterar: name, cpf, birthDate ou relationship.",
} as const;

const relationshipCodes = LATEST_TAX_RULES.dependentRelationships.map((entry) => entry.code);

const name = z
  .string({ error: dependentMessages.nameRequired })
  .trim()
  .min(1, dependentMessages.nameRequired)
  .max(120, dependentMessages.nameTooLong);
const cpf = z.string({ error: dependentMessages.cpfInvalid }).transform((value, ctx) => {
  const read = declarationDocument(value);
  if (read?.kind !== "cpf") {
    ctx.addIssue({ code: "custom", message: dependentMessages.cpfInvalid });
    return z.NEVER;
  }
  return read.digits;
});
const birthDate = z
  .day(dependentMessages.birthDateInvalid)
  .refine((day) => day >= "1900-01-01" && day <= todayInSaoPaulo(), dependentMessages.birthDateInvalid);
const relationship = z
  .string({ error: dependentMessages.relationshipInvalid(relationshipCodes.join(", ")) })
  .refine(
    (code) => relationshipOf(LATEST_TAX_RULES, code) !== null,
    dependentMessages.relationshipInvalid(relationshipCodes.join(", ")),
  );

export const dependentInput = z.object({ name, cpf, birthDate, relationship });
export type DependentInput = z.output<typeof dependentInput>;

export const dependentPatch = z
  .object({ name: name.optional(), cpf: cpf.optional(), birthDate: birthDate.optional(), relationship: relationship.optional() })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), dependentMessages.nothingToChange);
export type DependentPatch = z.output<typeof dependentPatch>;

export const dependentIdParams = z.object({ id: z.uuid({ error: dependentMessages.idInvalid }) });

export interface DependentJson {
  id: string;
  name: string;
  cpf: string;
  birthDate: Day;
  relationship: string;
  /** The program's text of the relationship code. */
  relationshipDescription: string;
}
