import type { Metadata } from "next";
import { loadPart } from "@/lib/server/load-part";
import { searchList } from "@/lib/loaded";
import { ObjectivesScreen } from "@/components/objectives/objectives-screen";
import { db } from "@/lib/server/db";
import { describeError, logger } from "@/lib/server/logger";
import { firstParam } from "@/lib/domain/month-params";
import type { PageSearchParams } from "@/lib/domain/month-params";
import { normalizeSearchTerm } from "@/lib/search";
import { requirePageUser } from "@/server/auth/require-page-user";
import { listObjectives } from "@/server/objectives/list-objectives";
import { getNoAccountNotice } from "@/server/objectives/no-account-notice";
import { noAccountNoticeText } from "@/lib/format/no-account-notice-text";
import { readHouseholdView } from "@/server/households/read-household-view";

export const metadata: Metadata = { title: "Objetivos Financeiros" };

/** Objetivos Financeiros: the user's objectives matching `?q=`, with progress, read on the server. */
export default async function ObjectivesPage({
  searchParams,
}: {
  searchParams: Promise<PageSearchParams>;
}) {
  const user = await requirePageUser();
  const term = normalizeSearchTerm(firstParam(await searchParams, "q"));
  const [list, notice, household] = await Promise.all([
    loadPart("objetivos", () => searchList((q) => listObjectives(db, user.id, q), term)),
    // A notice that cannot be read is not shown this time; the list still is.
    getNoAccountNotice(db, user.id).catch((error: unknown) => {
      logger.warn({ err: describeError(error) }, "aviso de objetivos sem conta: leitura falhou");
      return null;
    }),
    readHouseholdView(db, user.id),
  ]);
  const noticeText = notice ? noAccountNoticeText(notice.count, notice.totalCents) : null;
  return <ObjectivesScreen term={term} list={list} noticeText={noticeText} household={household} />;
}
