// GET /desenvolvedores/api/scalar.js — Scalar's API reference bundle, from our own origin (the
// reference page loads it; nothing comes from another host). Its URL carries its hash: immutable.
import { readApiReferenceBundle } from "@/lib/server/api-reference-bundle";

export async function GET() {
  const { body } = await readApiReferenceBundle();
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
