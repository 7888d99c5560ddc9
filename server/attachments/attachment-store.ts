import "server-only";
import path from "node:path";
import { env, s3StorageEnabled } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { attachmentMessages } from "@/lib/schemas/attachments";
import { isEmbeddedDatabaseUrl } from "@/lib/server/embedded-marker";
import { createDiskStore } from "@/server/attachments/disk-store";
import { createS3Store } from "@/server/attachments/s3-store";
import type { AttachmentStore } from "@/server/attachments/file-store";

export type { AttachmentStore };

export const DEFAULT_ATTACHMENTS_DIR = path.join(".data", "attachments");

let chosen: { store: AttachmentStore | null } | undefined;

/**
 * The store this server uses: S3 when its five variables are set; else the disk under
 * `.data/attachments/` in development and on the embedded database (`npm start` without
 * DATABASE_URL); else none: a production server without S3 keeps no files (a container's disk
 * does not outlive it), so attachments are off.
 */
export function attachmentStore(): AttachmentStore | null {
  chosen ??= { store: chooseStore() };
  return chosen.store;
}

function chooseStore(): AttachmentStore | null {
  if (s3StorageEnabled) {
    return createS3Store({
      endpoint: env.S3_ENDPOINT!,
      region: env.S3_REGION!,
      bucket: env.S3_BUCKET!,
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    });
  }
  if (env.NODE_ENV !== "production" || isEmbeddedDatabaseUrl(env.DATABASE_URL)) {
    return createDiskStore(path.resolve(/*turbopackIgnore: true*/ env.ATTACHMENTS_DIR ?? DEFAULT_ATTACHMENTS_DIR));
  }
  return null;
}

/** The store, or the 503 a server without one answers (production without S3). */
export function requireAttachmentStore(): AttachmentStore {
  const store = attachmentStore();
  if (!store) throw new AppError("unavailable", attachmentMessages.off);
  return store;
}
