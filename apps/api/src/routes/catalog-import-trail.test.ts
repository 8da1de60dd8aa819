import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { catalogImports, products } from "../db/schema/index";
import { openSeededDatabase } from "../testing/seeded-database";
import { createTestUser, type TestUser } from "../testing/users";

// What an import leaves behind (issue 48 point 6 and the slugs of point 7), through the staff
// upload and the audit log's API on a real database (both drivers): an entry per product it
// creates or changes, naming the job; the job's file's SHA-256; offers whose slugs would collide.

interface Job {
  "@id": string;
  id: number;
  status: "running" | "finished" | "failed";
  sha256: string | null;
  progress: { bytesTotal: number };
  offers: { created: number; updated: number; unchanged: number; refused: number };
  refusals: { line: number; id: string; reason: string }[];
  problem: { status: number; detail: string } | null;
}
interface ProductRecord {
  number: string;
  slug: string;
  title: string;
  prices: Record<string, Record<string, number>>;
}
interface Entry {
  actor: { id: number };
  resource: string;
  resourceId: string;
  operation: string;
  before: ProductRecord | null;
  after: ProductRecord | null;
  import: string | null;
}

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let staff: TestUser;
let admin: TestUser;

beforeAll(async () => {
  database = await openSeededDatabase({ products: 5 });
  app = createApp({ database, version: "test" });
  [staff, admin] = await Promise.all([
    createTestUser(database, { roles: ["ROLE_STAFF"] }),
    createTestUser(database, { roles: ["ROLE_ADMIN"] }),
  ]);
});
afterAll(() => database.close());

/** A YML file of one category and these offers. */
const catalog = (offers: { id: string; number: string; name: string; price: string }[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<yml_catalog date="2026-11-28T10:00+03:00"><shop><name>Поставщик</name><company>ООО «Поставщик»</company>
<url>https://supplier.example/</url><currencies><currency id="RUB" rate="1"/></currencies>
<categories><category id="1">Чай для следа</category></categories><offers>
${offers
  .map(
    (offer) =>
      `<offer id="${offer.id}"><vendorCode>${offer.number}</vendorCode><name>${offer.name}</name><price>${offer.price}</price><currencyId>RUB</currencyId><categoryId>1</categoryId></offer>`,
  )
  .join("\n")}
</offers></shop></yml_catalog>
`;

/** Uploads `file` as staff and answers the job once it has stopped running. */
async function imported(file: string): Promise<Job> {
  const response = await app.request("/api/catalog/admin/imports?fileName=trail.yml", {
    method: "POST",
    body: file,
    headers: { "Content-Type": "application/xml", Authorization: staff.authorization },
  });
  expect(response.status).toBe(202);
  const location = response.headers.get("Location") ?? "";
  for (let attempt = 0; attempt < 300; attempt++) {
    const job = (await (
      await app.request(location, { headers: { Authorization: staff.authorization } })
    ).json()) as Job;
    if (job.status !== "running") return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the import ${location} did not finish`);
}

/** The audit log's product entries of one import, oldest first, as an administrator reads them. */
async function productEntriesOf(job: Job): Promise<Entry[]> {
  const response = await app.request(
    `/api/core/admin/audit-log?resource=product&import=${encodeURIComponent(job["@id"])}&sort[at]=asc&itemsPerPage=100`,
    { headers: { Authorization: admin.authorization } },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { member: Entry[] }).member;
}

const oolong = { id: "t1", number: "TRAIL-1", name: "Улун «След»", price: "100" };
const puer = { id: "t2", number: "TRAIL-2", name: "Пуэр «След»", price: "200" };
const first = [oolong, puer];
/** The same offers, the oolong's price changed. */
const repriced = catalog([{ ...oolong, price: "149,90" }, puer]);

describe("an import's trail", () => {
  let created: Job;

  it("gives each product it creates its own audit entry, naming the job and its starter", async () => {
    created = await imported(catalog(first));
    expect(created).toMatchObject({ status: "finished", problem: null });
    expect(created.offers).toMatchObject({ created: 2, refused: 0 });
    const entries = await productEntriesOf(created);
    expect(entries.map((entry) => [entry.operation, entry.after?.number])).toEqual([
      ["create", "TRAIL-1"],
      ["create", "TRAIL-2"],
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ actor: { id: staff.id }, before: null, import: created["@id"] });
    }
    expect(entries[0]?.after).toMatchObject({ title: "Улун «След»", prices: { retail: { pcs: 10_000 } } });
    const [row] = await database.db.select().from(products).where(eq(products.number, "TRAIL-1"));
    expect(entries[0]?.resourceId).toBe(String(row?.id));
  });

  it("records a price it changes with the product before and after, and nothing for a product it leaves", async () => {
    const job = await imported(repriced);
    expect(job.offers).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    const entries = await productEntriesOf(job);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      operation: "update",
      actor: { id: staff.id },
      import: job["@id"],
      before: { number: "TRAIL-1", prices: { retail: { pcs: 10_000 } } },
      after: { number: "TRAIL-1", prices: { retail: { pcs: 14_990 } } },
    });
    // The earlier import's entries stay its own.
    expect(await productEntriesOf(created)).toHaveLength(2);
  });

  it("keeps the job's file as its SHA-256 and size, and the job itself for good", async () => {
    const job = await imported(repriced);
    const bytes = Buffer.from(repriced, "utf8");
    expect(job.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
    expect(job.progress.bytesTotal).toBe(bytes.length);
    // The same file again changes nothing: no product entry, but the job and its hash are there.
    expect(job.offers).toMatchObject({ unchanged: 2 });
    expect(await productEntriesOf(job)).toEqual([]);
    // The jobs are the trail of the audit log's entries, which are kept for ever: so are they.
    await expect(database.db.delete(catalogImports).where(eq(catalogImports.id, job.id))).rejects.toThrow();
    const [kept] = await database.db.select().from(catalogImports).where(eq(catalogImports.id, job.id));
    expect(kept?.sha256).toBe(job.sha256);
  });

  it("imports two offers whose slugs would collide, each with a slug of its own", async () => {
    // "PU.1" and "PU-1" are one slug: a rule of title and number gave both «puer-gora-pu-1».
    const job = await imported(
      catalog([
        { id: "p1", number: "PU.1", name: "Пуэр «Гора»", price: "300" },
        { id: "p2", number: "PU-1", name: "Пуэр «Гора»", price: "310" },
      ]),
    );
    expect(job).toMatchObject({ status: "finished", problem: null });
    expect(job.offers).toMatchObject({ created: 2, refused: 0 });
    const rows = await database.db
      .select({ number: products.number, slug: products.slug })
      .from(products)
      .where(eq(products.title, "Пуэр «Гора»"));
    const slugs = rows.map((row) => row.slug);
    expect(new Set(slugs).size).toBe(2);
    // The editor's rule: the title's slug, then with the number.
    expect(slugs.sort()).toEqual(["puer-gora", "puer-gora-pu-1"]);
    for (const slug of slugs) {
      expect((await app.request(`/api/catalog/products-by-slug/${slug}`)).status).toBe(200);
    }
  });
});
