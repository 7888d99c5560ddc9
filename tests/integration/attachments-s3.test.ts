import { afterAll, describe, vi } from "vitest";

// Receipts in an S3-compatible store: s3rver on loopback, spoken to by the official SDK.
const s3 = await vi.hoisted(async () => {
  const { startS3Fake } = await import("../fakes/s3-server");
  const fake = await startS3Fake();
  Object.assign(process.env, fake.env);
  return fake;
});

import { describeAttachments } from "./attachments-suite";
import { describeStalledReceipts } from "./attachments-stalled-suite";

afterAll(() => s3.stop());

describe("receipts on the S3 store", () => describeAttachments("s3"));
describe("receipts that no one can starve", () => describeStalledReceipts(s3.env));
