import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export const S3_FAKE_BUCKET = "bolso-anexos";

export interface S3Fake {
  /** The five S3_* variables pointing the app at this server. */
  env: Record<"S3_ENDPOINT" | "S3_REGION" | "S3_BUCKET" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY", string>;
  stop(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver) on loopback, speaking the real protocol (SigV4, path-style
 * buckets, XML answers) to the official SDK, its objects in a fresh temporary folder.
 */
export async function startS3Fake(): Promise<S3Fake> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "bolso-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: S3_FAKE_BUCKET }] });
  const { port } = await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      S3_BUCKET: S3_FAKE_BUCKET,
      // s3rver's own fixed credentials.
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
