import fs from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { POST as upload } from "@/app/api/v1/import/route";

export const fixtureBytes = (name: string) => new Uint8Array(fs.readFileSync(path.join("tests/fixtures/import", name)));

/** POSTs a statement file as multipart/form-data, like the browser does. */
export async function uploadStatement<T = Record<string, unknown>>(
  token: string,
  fileName: string,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], fileName));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const req = new NextRequest("http://localhost:3000/api/v1/import", {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const res = await upload(req, { params: Promise.resolve({}) });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}
