import "server-only";
import { createReadStream } from "node:fs";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { AttachmentStore } from "@/server/attachments/file-store";

/** Keys are ids joined by "/": anything else could climb out of the folder. */
const SAFE_KEY = /^[0-9a-f-]{36}(\/[0-9a-f-]{36}){0,2}\/?$/;

/** Files under one folder, one per key (development and the embedded default). */
export function createDiskStore(root: string): AttachmentStore {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`chave de anexo inválida: ${key}`);
    return path.join(root, ...key.split("/").filter(Boolean));
  };
  return {
    kind: "disk",
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never meets half a file.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async get(key) {
      const stream = createReadStream(fileOf(key));
      try {
        await new Promise<void>((resolve, reject) => {
          stream.once("open", () => resolve());
          stream.once("error", reject);
        });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      await rm(fileOf(prefix), { recursive: true, force: true });
    },
  };
}
