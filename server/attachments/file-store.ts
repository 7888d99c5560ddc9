import "server-only";

/** Where receipts' bytes live. Keys are `<userId>/<transactionId>/<attachmentId>`. */
export interface AttachmentStore {
  readonly kind: "disk" | "s3";
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * The bytes as they were put, or null when there is no such key. The S3 store has read them
   * whole by then, so a slow reader holds no connection to the bucket.
   */
  get(key: string): Promise<ReadableStream<Uint8Array> | null>;
  /** Deleting a key that is not there is no error. */
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
}
