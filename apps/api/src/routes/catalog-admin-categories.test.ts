import { createHash } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { auditLog, categories } from "../db/schema/index";
import { CATEGORY_LIMITS } from "../domain/catalog/catalog-limits";
import { jsonRequest } from "../testing/http";
import { openSeededDatabase } from "../testing/seeded-database";
import { createTestUser, type TestUser } from "../testing/users";

// Issue 48 point 7: a category path longer than the index on `categories.path` takes (a B-tree
// entry holds at most 2 704 bytes, and a path of 27 levels of 100-character slugs is 2 726) was a
// 500 from the database; the editor refuses a path too long or too deep with a 422 naming the
// limit, before it writes anything.

interface Problem {
  status: number;
  detail: string;
  violations: { propertyPath: string; message: string; code?: string }[];
}
interface Category {
  id: number;
  path: string;
  depth: number;
}

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let staff: TestUser;

beforeAll(async () => {
  database = await openSeededDatabase({ products: 5 });
  app = createApp({ database, version: "test" });
  staff = await createTestUser(database, { roles: ["ROLE_STAFF"] });
});
afterAll(() => database.close());

const send = async <Body>(method: "POST" | "PATCH", path: string, body: unknown) => {
  const response = await app.request(
    `/api${path}`,
    jsonRequest(method, body, { Authorization: staff.authorization }),
  );
  return { status: response.status, body: (await response.json()) as Body };
};
const create = (body: Record<string, unknown>) =>
  send<Category & Problem>("POST", "/catalog/admin/categories", body);

/**
 * A 100-character slug that does not compress (hex of a hash): PostgreSQL compresses a long index
 * entry when it can, so a path of repeated letters would pass the index where this one does not.
 */
const slugOf = (seed: string) => {
  const hex = (text: string) => createHash("sha256").update(text).digest("hex");
  return (hex(seed) + hex(`${seed}+`)).slice(0, CATEGORY_LIMITS.slug);
};

/** Creates a chain of categories under `parent`, one per slug; answers each answer. */
async function chain(slugs: string[], parent: number | null = null) {
  const answers = [];
  let above = parent;
  for (const slug of slugs) {
    const answer = await create({ title: `Уровень ${answers.length + 1}`, slug, parent: above });
    answers.push(answer);
    if (answer.status !== 201) break;
    above = answer.body.id;
  }
  return answers;
}

const countUnder = async (prefix: string) =>
  (
    await database.db
      .select()
      .from(categories)
      .where(like(categories.path, `${prefix}%`))
  ).length;

describe("a category's path", () => {
  it("is refused with a 422 naming the limit when too long for the index (27 levels of 100 characters)", async () => {
    const slugs = Array.from({ length: 27 }, (_, level) => slugOf(`long-${level}`));
    const answers = await chain(slugs);
    const refused = answers.at(-1);
    expect(refused?.status).toBe(422);
    expect(refused?.body.violations).toEqual([
      expect.objectContaining({ propertyPath: "slug", code: "too_long" }),
    ]);
    expect(refused?.body.violations[0]?.message).toContain(String(CATEGORY_LIMITS.path));
    expect(refused?.body.detail).toBe(refused?.body.violations[0]?.message);
    // The categories before it were created; the refused one was not, nor logged.
    const created = answers.filter((answer) => answer.status === 201);
    expect(created.length).toBe(answers.length - 1);
    const longest = created.at(-1)?.body.path ?? "";
    expect(longest.length).toBeLessThanOrEqual(CATEGORY_LIMITS.path);
    expect(longest.length + 1 + CATEGORY_LIMITS.slug).toBeGreaterThan(CATEGORY_LIMITS.path);
    expect(await countUnder(slugs[0] ?? "")).toBe(created.length);
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.resource, "category"));
    expect(entries.length).toBe(created.length);
  });

  it(`is refused past ${CATEGORY_LIMITS.depth} levels, however short its slugs`, async () => {
    const slugs = Array.from({ length: 27 }, (_, level) => `d${level}`);
    const answers = await chain(slugs);
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array.from({ length: CATEGORY_LIMITS.depth }, () => 201),
      422,
    ]);
    const refused = answers.at(-1)?.body;
    expect(refused?.violations).toEqual([
      expect.objectContaining({ propertyPath: "parent", code: "too_deep" }),
    ]);
    expect(refused?.violations[0]?.message).toContain(String(CATEGORY_LIMITS.depth));
    expect(await countUnder("d0")).toBe(CATEGORY_LIMITS.depth);
  });

  it("is checked for a whole subtree when a category moves or is renamed, and nothing changes", async () => {
    // A deep chain and a second one of four levels; moving the second under the first's deepest
    // would put its leaf past the depth limit.
    const deep = await chain(Array.from({ length: CATEGORY_LIMITS.depth - 2 }, (_, level) => `m${level}`));
    // The branch's leaf has a long slug: moved under a long path, it passes the limit first.
    const branch = await chain(["n0", "n1", "n2", slugOf("n3")]);
    const target = deep.at(-1)?.body;
    const moved = branch[0]?.body;
    if (!target || !moved) throw new Error("the chains were not created");
    const before = await database.db.select().from(categories).where(like(categories.path, "n0%"));

    const tooDeep = await send<Problem>("PATCH", `/catalog/admin/categories/${moved.id}`, {
      parent: target.id,
    });
    expect(tooDeep.status).toBe(422);
    expect(tooDeep.body.violations).toEqual([
      expect.objectContaining({ propertyPath: "parent", code: "too_deep" }),
    ]);

    // A new slug long enough to take the subtree's leaf past the length limit, under a long parent.
    const long = await chain(
      Array.from({ length: Math.floor(CATEGORY_LIMITS.path / (CATEGORY_LIMITS.slug + 1)) - 1 }, (_, level) =>
        slugOf(`move-${level}`),
      ),
    );
    const longParent = long.at(-1)?.body;
    if (!longParent) throw new Error("the long chain was not created");
    const tooLong = await send<Problem>("PATCH", `/catalog/admin/categories/${moved.id}`, {
      parent: longParent.id,
      slug: slugOf("moved"),
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.violations).toEqual([
      expect.objectContaining({ propertyPath: "slug", code: "too_long" }),
    ]);
    expect(await database.db.select().from(categories).where(like(categories.path, "n0%"))).toEqual(before);
  });
});
