import { describe } from "vitest";
import { describeAttachments } from "./attachments-suite";

// Receipts on disk (development and the embedded default), in this process's temporary folder.
describe("receipts on the disk store", () => describeAttachments("disk"));
