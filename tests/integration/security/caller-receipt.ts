import { POST as uploadAttachment } from "@/app/api/v1/transaction/[id]/attachments/route";
import { call } from "../../helpers/api";

/** A one-page PDF, kept with a transaction as the dialog sends it. */
export const RECEIPT_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

export function receiptForm(): FormData {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(RECEIPT_PDF)], "recibo.pdf", { type: "application/pdf" }));
  return form;
}

export async function createAttachment(token: string, transactionId: string): Promise<string> {
  const res = await call<{ id: string }>(uploadAttachment, {
    method: "POST",
    path: `/api/v1/transaction/${transactionId}/attachments`,
    params: { id: transactionId },
    token,
    form: receiptForm(),
  });
  if (res.status !== 201) throw new Error(`fixture attachment → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}
