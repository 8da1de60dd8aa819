// The bad-input suite: malformed requests generated from the OpenAPI document (every route is
// declared with createRoute, so the document lists them all) with fast-check. Whatever arrives,
// the API must answer below 500, and every error must be a problem document.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import type { DatabaseHandle } from "./db/client";
import { openSeededDatabase } from "./testing/seeded-database";
import { createTestUser, type TestUser } from "./testing/users";

/** At least this many requests over all operations (issue 5 asks for 1 000). */
const TOTAL_REQUESTS = 1_200;
/** Fewer runs per operation would leave some schema branches untried. */
const MIN_RUNS_PER_OPERATION = 12;

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
}

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  schema?: JsonSchema;
}

interface Operation {
  method: string;
  /** OpenAPI path with `{param}` placeholders, e.g. `/api/sales/carts/{id}/add`. */
  path: string;
  parameters: Parameter[];
  body?: { contentTypes: string[]; schema: JsonSchema };
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let customer: TestUser;
let staff: TestUser;
let operations: Operation[];
let components: Record<string, JsonSchema> = {};

const METHODS = ["get", "post", "put", "patch", "delete"];

beforeAll(async () => {
  database = await openSeededDatabase({ products: 20 });
  app = createApp({ database, version: "bad-input", production: false });
  customer = await createTestUser(database);
  staff = await createTestUser(database, { roles: ["ROLE_STAFF"] });
  const response = await app.request("/api/openapi.json");
  const document = (await response.json()) as OpenApiDocument;
  components = document.components?.schemas ?? {};
  operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => {
        const content = operation.requestBody?.content ?? {};
        const contentTypes = Object.keys(content);
        const schema = contentTypes.map((type) => content[type]?.schema).find(Boolean);
        return {
          method: method.toUpperCase(),
          path,
          parameters: operation.parameters ?? [],
          ...(schema ? { body: { contentTypes, schema } } : {}),
        };
      }),
  );
});
afterAll(() => database.close());

function resolve(schema: JsonSchema | undefined, depth = 0): JsonSchema {
  if (!schema) return {};
  if (schema.$ref && depth < 20) {
    const name = schema.$ref.replace("#/components/schemas/", "");
    return resolve(components[name], depth + 1);
  }
  return schema;
}

/** A value of any JSON type, with the classics of broken input among them. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    0,
    -1,
    1.5,
    1e308,
    -(2 ** 63),
    "",
    " ",
    "\u0000",
    "' OR 1=1 --",
    "../../etc/passwd",
    "<script>alert(1)</script>",
    "9".repeat(40),
    "ё".repeat(300),
    "\u202e\ud83d\ude00",
    [],
    {},
    { "@id": "/api/sales/carts/1" },
  ),
  fc.string({ maxLength: 60 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Values shaped by the schema, but often wrong: missing required fields, wrong types, junk. */
function shaped(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const resolved = resolve(schema);
  if (depth > 4) return junk;
  const alternatives = resolved.anyOf ?? resolved.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((option) => shaped(option, depth + 1)), junk);
  if (resolved.allOf?.length) return shaped(resolved.allOf[0], depth + 1);
  if (resolved.enum) return fc.oneof(fc.constantFrom(...resolved.enum), junk);
  if (resolved.const !== undefined) return fc.oneof(fc.constant(resolved.const), junk);
  const type = Array.isArray(resolved.type) ? resolved.type[0] : resolved.type;
  switch (type) {
    case "object": {
      const properties = Object.entries(resolved.properties ?? {});
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of properties)
        record[name] = fc.oneof({ weight: 3, arbitrary: shaped(property, depth + 1) }, junk);
      return fc.oneof(
        { weight: 4, arbitrary: fc.record(record, { requiredKeys: [] }) },
        { weight: 1, arbitrary: fc.record(record).map((value) => ({ ...value, extra: "неожиданное поле" })) },
        { weight: 1, arbitrary: junk },
      );
    }
    case "array":
      return fc.oneof(
        { weight: 3, arbitrary: fc.array(shaped(resolved.items, depth + 1), { maxLength: 5 }) },
        junk,
      );
    case "integer":
      return fc.oneof(
        fc.integer({ min: resolved.minimum ?? -10, max: resolved.maximum ?? 1_000_000 }),
        fc.constantFrom(0, -1, 2 ** 53, 1.5),
        junk,
      );
    case "number":
      return fc.oneof(fc.double({ noNaN: true }), fc.constantFrom(0, -0.001, 1e21, 0.0001), junk);
    case "string":
      return fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.constantFrom("customer@example.com", "100001", "+79990000001", "2026-01-01"),
        junk,
      );
    case "boolean":
      return fc.oneof(fc.boolean(), junk);
    default:
      return junk;
  }
}

const pathValue = fc.oneof(
  fc.integer({ min: 1, max: 40 }).map(String),
  fc.constantFrom(
    "0",
    "-1",
    "abc",
    "1.5",
    "99999999999999999999",
    "1e3",
    "%00",
    "%2e%2e",
    "null",
    "%E2%80%AE",
    "a%2Fb",
  ),
  fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent),
);

const queryValue = fc.oneof(
  fc.constantFrom("", "-5", "0", "1e9", "abc", "asc", "sideways", "1..", "a..b", "2026-13-45", "[]", "%"),
  fc.string({ maxLength: 30 }),
);

/** Query keys an attacker would try besides the declared ones: filters, sorts, pagination. */
const extraQueryKey = fc.constantFrom(
  "page",
  "itemsPerPage",
  "sort[number]",
  "sort[unknown]",
  "price[between]",
  "price[lt]",
  "title[contains]",
  "createdAt[after]",
  "attributes.color[]",
  "status.code",
  "search",
  "facets",
  "category",
  "orderId",
  "field",
  "direction",
  "number",
  "a[b][c]",
  "__proto__",
);

type Caller = "anonymous" | "customer" | "staff" | "garbage-token" | "basic";

const requestArbitrary = (operation: Operation) =>
  fc.record({
    pathValues: fc.array(pathValue, { minLength: 8, maxLength: 8 }),
    query: fc.array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(...operation.parameters.filter((p) => p.in === "query").map((p) => p.name), "page"),
          extraQueryKey,
        ),
        queryValue,
      ),
      { maxLength: 4 },
    ),
    caller: fc.oneof(
      { weight: 2, arbitrary: fc.constant<Caller>("anonymous") },
      { weight: 2, arbitrary: fc.constant<Caller>("customer") },
      { weight: 4, arbitrary: fc.constant<Caller>("staff") },
      { weight: 1, arbitrary: fc.constantFrom<Caller>("garbage-token", "basic") },
    ),
    body: fc.oneof(
      {
        weight: 5,
        arbitrary: shaped(operation.body?.schema).map((value) => ({ kind: "json" as const, value })),
      },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom("{", "[1,", '{"a":}', "nul", '{"a":1}garbage', "\u00ff\u00fe")
          .map((text) => ({ kind: "raw" as const, text, contentType: "application/json" })),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(
            fc.string({ maxLength: 40 }),
            fc.constantFrom(
              "text/plain",
              "application/xml",
              "application/x-www-form-urlencoded",
              "multipart/form-data; boundary=x",
            ),
          )
          .map(([text, contentType]) => ({ kind: "raw" as const, text, contentType })),
      },
    ),
    idempotencyKey: fc.option(
      fc.oneof(fc.uuid(), fc.constantFrom("", "x".repeat(300), "with space", "\u00e9t\u00e9")),
      { nil: undefined },
    ),
    acceptLanguage: fc.option(fc.constantFrom("ru-RU", "en-US,en;q=0.5", "*", ";;;q=abc", "zz"), {
      nil: undefined,
    }),
    ip: fc.ipV4(),
  });

function headersFor(caller: Caller): Record<string, string> {
  switch (caller) {
    case "customer":
      return { Authorization: customer.authorization };
    case "staff":
      return { Authorization: staff.authorization };
    case "garbage-token":
      return { Authorization: "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0." };
    case "basic":
      return { Authorization: "Basic YWRtaW46YWRtaW4=" };
    default:
      return {};
  }
}

describe("bad input across every endpoint of the OpenAPI document", () => {
  it("finds the routes of both halves of the API in the document", () => {
    const paths = new Set(operations.map((operation) => operation.path));
    for (const expected of [
      "/api/auth",
      "/api/user/users",
      "/api/user/profile",
      "/api/sales/orders",
      "/api/sales/carts/add",
      "/api/catalog/products",
    ]) {
      expect(paths).toContain(expected);
    }
    expect(operations.length).toBeGreaterThan(30);
  });

  it(`answers ${TOTAL_REQUESTS}+ malformed requests without a 5xx, every error a problem document`, async () => {
    const runsPerOperation = Math.max(MIN_RUNS_PER_OPERATION, Math.ceil(TOTAL_REQUESTS / operations.length));
    let sent = 0;
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const operation of operations) {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(operation), async (input) => {
          let index = 0;
          const path = operation.path.replace(/\{[^}]+\}/g, () => input.pathValues[index++] ?? "1");
          const query = new URLSearchParams(input.query).toString();
          const headers: Record<string, string> = {
            ...headersFor(input.caller),
            "X-Forwarded-For": input.ip,
          };
          if (input.idempotencyKey !== undefined) headers["Idempotency-Key"] = input.idempotencyKey;
          if (input.acceptLanguage !== undefined) headers["Accept-Language"] = input.acceptLanguage;
          let body: string | undefined;
          if (operation.method !== "GET" && operation.method !== "DELETE") {
            if (input.body.kind === "json") {
              body = JSON.stringify(input.body.value) ?? "null";
              headers["Content-Type"] = operation.body?.contentTypes[0] ?? "application/json";
            } else {
              body = input.body.text;
              headers["Content-Type"] = input.body.contentType;
            }
          }
          const url = `${path}${query ? `?${query}` : ""}`;
          const response = await app.request(url, {
            method: operation.method,
            headers,
            ...(body === undefined ? {} : { body }),
          });
          sent += 1;
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          const text = await response.text();
          const described = `${operation.method} ${url} (${input.caller}) -> ${response.status} ${text.slice(0, 200)}`;
          if (response.status >= 500) failures.push(described);
          expect(response.status, described).toBeLessThan(500);
          if (response.status >= 400) {
            expect(response.headers.get("content-type"), described).toContain("application/problem+json");
            const problem = JSON.parse(text) as { status?: unknown; title?: unknown; type?: unknown };
            expect(problem.status, described).toBe(response.status);
            expect(typeof problem.title, described).toBe("string");
            expect(typeof problem.type, described).toBe("string");
          }
        }),
        { numRuns: runsPerOperation, endOnFailure: true },
      );
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
    // The inputs must reach the routes, not only bounce off auth or the body checks.
    const reachedRoutes = [200, 201, 202, 204, 404, 409, 422].reduce(
      (sum, status) => sum + (statuses.get(status) ?? 0),
      0,
    );
    expect(reachedRoutes / sent).toBeGreaterThan(0.3);
    console.info(
      `bad input: ${sent} requests, answers by status ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
    );
  }, 600_000);
});
