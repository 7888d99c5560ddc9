import type { Metadata } from "next";
import { loadPart } from "@/lib/server/load-part";
import { searchList } from "@/lib/loaded";
import { ObjectivesScreen } from "@/components/objectives/objectives-screen";
import { db } from "@/lib/server/db";
import { firstParam } from "@/lib/domain/month-params";
import type { PageSearchParams } from "@/lib/domain/month-params";
import { normalizeSearchTerm } from "@/lib/search";
import { requirePageUser } from "@/server/auth/require-page-user";
import { listObjectives } from "@/server/objectives/list-objectives";

export const metadata: Metadata = { title: "Objetivos Financeiros" };

/** Objetivos Financeiros: the user's objectives matching `?q=`, with progress, read on the server. */
export default async function ObjectivesPage({
  searchParams,
}: {
  searchParams: Promise<PageSearchParams>;
}) {
  const user = await requirePageUser();
  const term = normalizeSearchTerm(firstParam(await searchParams, "q"));
  const list = await loadPart("objetivos", () => searchList((q) => listObjectives(db, user.id, q), term));
  return <ObjectivesScreen term={term} list={list} />;
}
