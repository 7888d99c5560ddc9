import * as z from "@/lib/schemas/zod";
import { tagIdParams, tagRenameInput, type TagJson } from "@/lib/schemas/tags";
import { id, json } from "@/lib/openapi/answers";
import { defineResource } from "@/lib/openapi/define";

const tag = z
  .object({
    id,
    name: z.string(),
    count: z.number().int().meta({ description: "Quantos lançamentos a têm." }),
  })
  .meta({ id: "Tag" }) satisfies z.ZodType<TagJson>;

export default defineResource({
  tag: "Tags",
  description: "As tags da pessoa. Lançamentos recebem tags pelo nome (`tags` no corpo).",
  operations: [
    {
      method: "get",
      path: "/api/v1/tags",
      access: "subscriber",
      summary: "Listar as tags",
      answers: { 200: json("As tags, em ordem alfabética.", z.array(tag)) },
    },
    {
      method: "get",
      path: "/api/v1/tags/[id]",
      access: "subscriber",
      summary: "Ler uma tag",
      params: tagIdParams,
      answers: { 200: json("A tag.", tag) },
    },
    {
      method: "patch",
      path: "/api/v1/tags/[id]",
      access: "subscriber",
      summary: "Renomear uma tag",
      description: "Com o nome de outra tag, as duas se unem.",
      params: tagIdParams,
      body: tagRenameInput,
      answers: { 200: json("A tag.", tag) },
    },
    {
      method: "delete",
      path: "/api/v1/tags/[id]",
      access: "subscriber",
      summary: "Excluir uma tag",
      description: "Ela sai de todos os lançamentos.",
      params: tagIdParams,
      answers: { 204: { description: "Excluída." } },
    },
  ],
});
