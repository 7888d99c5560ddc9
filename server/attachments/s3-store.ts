import "server-only";
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { AttachmentStore } from "@/server/attachments/file-store";

export interface S3StoreConfig {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Pool and timeouts; the defaults below unless a test shrinks them. */
  limits?: Partial<S3Limits>;
}

/** How the client talks to the bucket (docs/decisions/receipt-transfers.md). */
export interface S3Limits {
  /** Connections to the bucket this process opens at most; more calls queue for one. */
  maxSockets: number;
  /** Opening a connection takes at most this long. */
  connectionTimeoutMs: number;
  /** A call whose answer has not begun by then fails (the SDK retries it). */
  requestTimeoutMs: number;
  /** A connection silent this long in the middle of a transfer is dropped. */
  socketIdleMs: number;
  /** One call, the wait for a connection, its retries and the body included, ends by then. */
  operationMs: number;
  /** Tries per call, the first included. */
  maxAttempts: number;
}

export const S3_LIMITS: S3Limits = {
  maxSockets: 50,
  connectionTimeoutMs: 5_000,
  requestTimeoutMs: 30_000,
  socketIdleMs: 15_000,
  operationMs: 60_000,
  maxAttempts: 3,
};

/** A piece of an object handed to its reader at a time. */
const PIECE_BYTES = 64 * 1024;

/**
 * An S3-compatible bucket (MinIO, R2, AWS…), addressed by path so MinIO needs no DNS per bucket.
 * An object is read whole before it is handed over (receipts are at most about 10 MB): the
 * connection is back in the pool at once, never waiting on a slow reader of the bytes.
 */
export function createS3Store(config: S3StoreConfig): AttachmentStore {
  const limits = { ...S3_LIMITS, ...config.limits };
  const agent = { keepAlive: true, maxSockets: limits.maxSockets };
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    maxAttempts: limits.maxAttempts,
    requestHandler: {
      httpAgent: agent,
      httpsAgent: agent,
      connectionTimeout: limits.connectionTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      throwOnRequestTimeout: true,
      socketTimeout: limits.socketIdleMs,
    },
  });
  const Bucket = config.bucket;
  const deadline = () => ({ abortSignal: AbortSignal.timeout(limits.operationMs) });
  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }), deadline());
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }), deadline());
        return object.Body ? piecesOf(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }), deadline());
    },
    async deletePrefix(prefix) {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }), deadline());
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length > 0) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }), deadline());
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}

/** Bytes already in memory as a stream of 64 KB pieces, each made when the reader asks. */
function piecesOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.byteLength) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.subarray(offset, offset + PIECE_BYTES));
      offset += PIECE_BYTES;
    },
  });
}
