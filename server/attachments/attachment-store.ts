import "server-only";
import path from "node:path";
import { attachmentStorage, env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { attachmentMessages } from "@/lib/schemas/attachments";
import { createDiskStore } from "@/server/attachments/disk-store";
import { createS3Store } from "@/server/attachments/s3-store";
import type { AttachmentStore } from "@/server/attachments/file-store";

export type { AttachmentStore };

export const DEFAULT_ATTACHMENTS_DIR = path.join(".data", "attachments");

let chosen: { store: AttachmentStore | null } | undefined;

/** The store `attachmentStorage` (lib/env) names for this server: S3, the disk, or none (attachments off). */
export function attachmentStore(): AttachmentStore | null {
  chosen ??= { store: chooseStore() };
  return chosen.store;
}

function chooseStore(): AttachmentStore | null {
  switch (attachmentStorage) {
    case "s3":
      return createS3Store({
        endpoint: env.S3_ENDPOINT!,
        region: env.S3_REGION!,
        bucket: env.S3_BUCKET!,
        accessKeyId: env.S3_ACCESS_KEY_ID!,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      });
    case "disk":
      return createDiskStore(path.resolve(/*turbopackIgnore: true*/ env.ATTACHMENTS_DIR ?? DEFAULT_ATTACHMENTS_DIR));
    case "off":
      return null;
  }
}

/** The store, or the 503 a server without one answers (production without S3). */
export function requireAttachmentStore(): AttachmentStore {
  const store = attachmentStore();
  if (!store) throw new AppError("unavailable", attachmentMessages.off);
  return store;
}
