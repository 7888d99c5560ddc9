import * as z from "@/lib/schemas/zod";
import { foldForSearch } from "@/lib/search";
import { withoutInvisibleCharacters } from "@/lib/schemas/visible-text";
import { householdFlag } from "@/lib/schemas/household-item";
import type { HouseholdItemJson } from "@/lib/schemas/household-item";

/**
 * Tags: free names a person puts on transactions ("Viagem Nordeste", "reforma"), one per name
 * ignoring case and accents, shared by the API, the dialog's chips and the filters.
 */
export const TAG_NAME_MAX = 30;
export const TAGS_PER_TRANSACTION = 10;

export const tagMessages = {
  notFound: "Tag não encontrada.",
  nameTaken: "Já existe uma tag com esse nome.",
  idInvalid: "Identificador de tag inválido.",
  nameRequired: "O nome da tag não pode ficar vazio.",
  nameTooLong: `Cada tag deve ter no máximo ${TAG_NAME_MAX} caracteres.`,
  listInvalid: "As tags devem ser uma lista de nomes.",
  tooMany: `Use no máximo ${TAGS_PER_TRANSACTION} tags por transação.`,
  emptyPatch: "Envie o novo nome da tag ou se ela é da casa.",
  inUseByHousehold: "Outras pessoas da casa usam esta tag; ela continua da casa.",
} as const;

/** One tag name: invisible characters stripped, trimmed, 1 to 30 characters. */
export const tagNameSchema = z
  .string({ error: tagMessages.nameRequired })
  .overwrite(withoutInvisibleCharacters)
  .trim()
  .min(1, tagMessages.nameRequired)
  .max(TAG_NAME_MAX, tagMessages.nameTooLong);

/** The key two spellings of one tag share ("Víagem" and "viagem"); SQL folds with search_fold. */
const tagKey = (name: string) => foldForSearch(name.trim());

/** Names with the later spellings of a name already listed dropped (the first one is kept). */
export function uniqueTagNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = tagKey(name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A transaction's or a rule's tags: at most 10 different ones, repeats folded into the first. */
export const tagListSchema = z
  .array(tagNameSchema, { error: tagMessages.listInvalid })
  .max(TAGS_PER_TRANSACTION * 10, tagMessages.tooMany)
  .transform(uniqueTagNames)
  .refine((names) => names.length <= TAGS_PER_TRANSACTION, tagMessages.tooMany);

/** `?tag=` on lists, search and reports: one name, matched ignoring case and accents. */
export const tagFilterSchema = z
  .string({ error: tagMessages.nameRequired })
  .overwrite(withoutInvisibleCharacters)
  .trim()
  .min(1, tagMessages.nameRequired)
  .max(TAG_NAME_MAX, tagMessages.nameTooLong);

/**
 * PATCH /tags/{id}: a new name, and/or `household` (true shares it with the household; false,
 * by its owner only, takes it back).
 */
export const tagRenameInput = z
  .object({ name: tagNameSchema.optional(), household: householdFlag.optional() })
  .refine((patch) => patch.name !== undefined || patch.household !== undefined, tagMessages.emptyPatch);

export const tagIdParams = z.object({ id: z.uuid({ error: tagMessages.idInvalid }) });

/** GET /tags: each tag with how many of the transactions the person sees carry it, and whose it is. */
export interface TagJson extends HouseholdItemJson {
  id: string;
  name: string;
  count: number;
}
