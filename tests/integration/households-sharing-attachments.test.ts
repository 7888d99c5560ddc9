import { beforeAll, describe, expect, it } from "vitest";
import { api, createSharingWorld, expense, setSharing, type SharingWorld } from "./households-sharing-fixtures";
import { cameraJpeg, list, open, remove, upload } from "./attachments-fixtures";

let w: SharingWorld;
const rows = { shared: "", readOnly: "", private: "" };

beforeAll(async () => {
  w = await createSharingWorld();
  await setSharing(w.accounts.anaShared, "shared");
  await setSharing(w.accounts.anaReadOnly, "read_only");
  for (const [key, paymentMethodId] of [
    ["shared", w.accounts.anaShared],
    ["readOnly", w.accounts.anaReadOnly],
    ["private", w.accounts.anaPrivate],
  ] as const) {
    rows[key] = (await api.create(w.ana.token, expense(w, { paymentMethodId }))).body._id;
  }
});

describe("receipts of rows in Ana's accounts", () => {
  it("Bruno attaches, lists, opens and deletes a receipt of a shared row; it counts as Ana's", async () => {
    const added = await upload(w.bruno.token, rows.shared, await cameraJpeg(), "nota.jpg");
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect((await list(w.ana.token, rows.shared)).body.map((a) => a.id)).toEqual([added.body.id]);
    expect((await list(w.bruno.token, rows.shared)).body.map((a) => a.id)).toEqual([added.body.id]);
    expect((await open(w.carla.token, added.body.id)).status).toBe(200);
    expect((await remove(w.carla.token, added.body.id)).status).toBe(403);
    expect((await remove(w.davi.token, added.body.id)).status).toBe(404);
    expect((await remove(w.bruno.token, added.body.id)).status).toBe(204);
    expect((await list(w.ana.token, rows.shared)).body).toEqual([]);
  });

  it("refuses a 'Só ver' member and a read-only account (403), a private row and strangers (404)", async () => {
    const photo = await cameraJpeg();
    expect((await upload(w.carla.token, rows.shared, photo, "a.jpg")).status).toBe(403);
    expect((await upload(w.bruno.token, rows.readOnly, photo, "a.jpg")).status).toBe(403);
    expect((await upload(w.bruno.token, rows.private, photo, "a.jpg")).status).toBe(404);
    expect((await upload(w.davi.token, rows.shared, photo, "a.jpg")).status).toBe(404);
    expect((await list(w.bruno.token, rows.private)).status).toBe(404);
    const anas = await upload(w.ana.token, rows.private, photo, "segredo.jpg");
    expect(anas.status).toBe(201);
    expect((await open(w.bruno.token, anas.body.id)).status).toBe(404);
    expect((await remove(w.bruno.token, anas.body.id)).status).toBe(404);
  });
});
