import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { jsonRequest } from "../testing/http";
import { openTestDatabase } from "../testing/test-database";
import { DEMO_PASSWORD, seedDemoUsers } from "./users";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoUsers(database.db);
  await seedDemoUsers(database.db); // a second start changes nothing
});
afterAll(() => database.close());

describe("seedDemoUsers()", () => {
  it("lets the demo customer, staff and administrator sign in with the demo password, with their roles", async () => {
    const app = createApp({ database, version: "test" });
    for (const [email, roles] of [
      ["customer@example.com", ["ROLE_USER"]],
      ["staff@example.com", ["ROLE_STAFF"]],
      ["admin@example.com", ["ROLE_ADMIN"]],
    ] as const) {
      const signIn = await app.request(
        "/api/auth",
        jsonRequest("POST", { username: email, password: DEMO_PASSWORD }),
      );
      expect(signIn.status).toBe(200);
      const { token } = (await signIn.json()) as { token: string };
      const profile = await app.request("/api/user/profile", {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(await profile.json()).toMatchObject({ email, roles });
    }
  });
});
