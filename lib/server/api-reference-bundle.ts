import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * Scalar's API reference as one browser file, served by Bolso itself (/desenvolvedores/api/scalar.js)
 * so the reference page makes no request to another host. next.config.ts traces the file into the
 * standalone output.
 */
export const API_REFERENCE_BUNDLE = "node_modules/@scalar/api-reference/dist/browser/standalone.js";

export const API_REFERENCE_BUNDLE_PATH = "/desenvolvedores/api/scalar.js";

let bundle: Promise<{ body: Buffer; version: string }> | null = null;

/** The bundle's bytes and a short hash of them, read once per process. */
export function readApiReferenceBundle(): Promise<{ body: Buffer; version: string }> {
  bundle ??= fs.readFile(path.join(process.cwd(), API_REFERENCE_BUNDLE)).then((body) => ({
    body,
    version: createHash("sha256").update(body).digest("hex").slice(0, 12),
  }));
  return bundle;
}

/** The bundle's address with its hash: the browser may keep it for a year, a new version is a new URL. */
export async function apiReferenceBundleUrl(): Promise<string> {
  return `${API_REFERENCE_BUNDLE_PATH}?v=${(await readApiReferenceBundle()).version}`;
}
