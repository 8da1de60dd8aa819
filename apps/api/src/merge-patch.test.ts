import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import type { DatabaseHandle } from "./db/client";
import { jsonRequest } from "./testing/http";
import { openSeededDatabase } from "./testing/seeded-database";
import { createTestUser, type TestUser } from "./testing/users";

// A PATCH is a JSON merge patch (RFC 7396): it changes what it names and nothing else. A field left
// out keeps its value; a default belongs to creation, never to a patch.

interface SchemaObject {
  $ref?: string;
  type?: string;
  required?: string[];
  properties?: Record<string, SchemaObject & { default?: unknown }>;
  allOf?: SchemaObject[];
}
interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema: SchemaObject }> } }>
  >;
  components: { schemas: Record<string, SchemaObject> };
}
interface Status {
  id: number;
  code: string;
  cssColor: string;
  default: boolean;
  salesChannels: string[];
}
interface Channel {
  id: number;
  title: string;
  ordersAccessRole: string;
}

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let staff: TestUser;
let admin: TestUser;

beforeAll(async () => {
  database = await openSeededDatabase({ products: 5 });
  app = createApp({ database, version: "test", catalogCache: false });
  [staff, admin] = await Promise.all([
    createTestUser(database, { roles: ["ROLE_STAFF"] }),
    createTestUser(database, { roles: ["ROLE_ADMIN"] }),
  ]);
});
afterAll(() => database.close());

async function call<T>(method: "GET" | "POST" | "PATCH", path: string, user: TestUser, body?: unknown) {
  const response = await app.request(
    `/api${path}`,
    method === "GET"
      ? { headers: { Authorization: user.authorization } }
      : jsonRequest(method, body, { Authorization: user.authorization }),
  );
  return { status: response.status, body: (await response.json()) as T };
}

describe("every PATCH of a resource is a merge patch", () => {
  it("requires no field and fills in none by default, in the OpenAPI document of every admin resource and the profile", async () => {
    const document = (await (await app.request("/api/openapi.json")).json()) as OpenApiDocument;
    const resolve = (schema: SchemaObject): SchemaObject => {
      const named = schema.$ref ? document.components.schemas[schema.$ref.split("/").at(-1) ?? ""] : schema;
      if (!named) throw new Error(`unresolved ${schema.$ref}`);
      return named.allOf ? Object.assign({}, ...named.allOf.map(resolve)) : named;
    };
    // Not records' patches: a move (a command in its query) and a translations map, which is patched
    // inside its one `translations` key (`null` removes a language).
    const isRecordPatch = (path: string) =>
      (path.includes("/admin/") || path === "/api/user/profile") &&
      !path.endsWith("/move") &&
      !path.endsWith("/translations");
    const patches = Object.entries(document.paths).flatMap(([path, operations]) =>
      operations.patch && isRecordPatch(path) ? [[path, operations.patch] as const] : [],
    );
    expect(patches.length).toBeGreaterThan(5);
    for (const [path, operation] of patches) {
      const content = operation.requestBody?.content?.["application/merge-patch+json"];
      expect(content, path).toBeDefined();
      const schema = resolve(content?.schema ?? {});
      expect(schema.required ?? [], `${path}: required fields`).toEqual([]);
      const defaulted = Object.entries(schema.properties ?? {})
        .filter(([, property]) => "default" in property)
        .map(([name]) => name);
      expect(defaulted, `${path}: fields filled in by default`).toEqual([]);
    }
  });

  it("keeps an order status's sales channels and default mark when only its colour changes", async () => {
    const { body: channels } = await call<{ member: Channel[] }>("GET", "/sales/admin/sales-channels", staff);
    const channel = channels.member[0];
    if (!channel) throw new Error("the seed has no sales channel");
    const { body: created } = await call<Status>("POST", "/sales/admin/order-statuses", staff, {
      code: "merge-patch",
      title: "Слияние",
      cssColor: "#112233",
      salesChannels: [channel.id],
    });
    const patched = await call<Status>("PATCH", `/sales/admin/order-statuses/${created.id}`, staff, {
      cssColor: "#445566",
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      cssColor: "#445566",
      default: false,
      salesChannels: created.salesChannels,
    });
    expect(created.salesChannels).toHaveLength(1);

    // The default status, patched for its title, stays the default (leaving `default` out was a 409).
    const { body: statuses } = await call<{ member: Status[] }>("GET", "/sales/admin/order-statuses", staff);
    const standard = statuses.member.find((status) => status.default);
    if (!standard) throw new Error("the seed has no default status");
    const renamed = await call<Status>("PATCH", `/sales/admin/order-statuses/${standard.id}`, staff, {
      cssColor: standard.cssColor,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ default: true, salesChannels: standard.salesChannels });
  });

  it("keeps a sales channel's ordersAccessRole when staff patch its title", async () => {
    const { body: confidential } = await call<Channel>("POST", "/sales/admin/sales-channels", admin, {
      title: "Корпоративные",
      senderName: "Чайная лавка",
      senderEmail: "corp@example.com",
      managerEmail: "manager@example.com",
      publicDomain: "corp.example.com",
      ordersAccessRole: "ROLE_ADMIN",
    });
    const patched = await call<Channel>("PATCH", `/sales/admin/sales-channels/${confidential.id}`, admin, {
      title: "Корпоративные клиенты",
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ title: "Корпоративные клиенты", ordersAccessRole: "ROLE_ADMIN" });
  });
});
