// POST /api/v1/user/delete-request — e-mails the code that confirms closing the account
import { db } from "@/lib/server/db";
import { route } from "@/server/http/route";
import { message } from "@/server/http/responses";
import { deleteCodeSentMessage, requestAccountDeletion } from "@/server/account/request-account-deletion";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";

export const POST = route({ access: "user" }, async ({ user }) => {
  await requestAccountDeletion(db, user);
  return message(deleteCodeSentMessage);
});

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed({ POST });
