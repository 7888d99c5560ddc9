import { describe, expect, it, vi } from "vitest";

// A production server without the S3 variables: attachments are off.
vi.hoisted(() => {
  Object.assign(process.env, { NODE_ENV: "production", SMTP_URL: "smtp://127.0.0.1:9", SUPPORT_EMAIL: "suporte@bolso.app" });
  for (const name of ["S3_ENDPOINT", "S3_REGION", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]) delete process.env[name];
});

import { GET as exportData } from "@/app/api/v1/user/export/route";
import { attachmentStore } from "@/server/attachments/attachment-store";
import { attachmentMessages } from "@/lib/schemas/attachments";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { createReferences, expenseBody, post, transactionTypeIds } from "./transactions-fixtures";
import { list, tinyPdf, upload } from "./attachments-fixtures";

describe("receipts in production without S3", () => {
  it("are off: a 503 that says so on upload, list and the zip export; the JSON export still works", async () => {
    expect(attachmentStore()).toBeNull();
    const { user, token } = await createTestUser();
    const created = await post(expenseBody(await createReferences(user.id), await transactionTypeIds()), token);
    const sent = await upload(token, created.body._id, tinyPdf, "recibo.pdf");
    expect(sent.status).toBe(503);
    expect(sent.body.message).toBe(attachmentMessages.off);
    expect((await list(token, created.body._id)).status).toBe(503);
    expect((await call(exportData, { path: "/api/v1/user/export", query: { format: "zip" }, token })).status).toBe(503);
    expect((await call(exportData, { path: "/api/v1/user/export", token })).status).toBe(200);
  });
});
