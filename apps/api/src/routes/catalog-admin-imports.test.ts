import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { auditLog, catalogImports, products } from "../db/schema/index";
import { type CatalogIndexStore, createCatalogIndexStore } from "../domain/catalog/index/catalog-index-store";
import { openSeededDatabase } from "../testing/seeded-database";
import { createTestUser, type TestUser } from "../testing/users";
import { CATALOG_FIXTURE, CATALOG_FIXTURE_NOTES } from "../testing/yml/catalog-fixture";

// Staff's YML upload (POST /catalog/admin/imports) and its job (GET …/{id}), on a real database
// (both drivers): the job runs the same domain import as `./shop import`.

const FIXTURE = CATALOG_FIXTURE;

interface Job {
  "@id": string;
  id: number;
  status: "running" | "finished" | "failed";
  phase: string;
  fileName: string;
  progress: { bytesRead: number; bytesTotal: number; offersRead: number; offersTotal: number | null };
  categories: { created: number; updated: number; unchanged: number };
  offers: { created: number; updated: number; unchanged: number; refused: number };
  refusals: { line: number; id: string; reason: string }[];
  problem: { status: number; detail: string; line?: number } | null;
}
interface Problem {
  status: number;
  detail: string;
  violations?: { propertyPath: string }[];
  running?: string;
}

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let catalog: CatalogIndexStore;
let staff: TestUser;
let customer: TestUser;

beforeAll(async () => {
  database = await openSeededDatabase({ products: 5 });
  catalog = createCatalogIndexStore(database.db);
  app = createApp({ database, version: "test", catalogIndexStore: catalog });
  [staff, customer] = await Promise.all([
    createTestUser(database, { roles: ["ROLE_STAFF"] }),
    createTestUser(database),
  ]);
});
afterAll(() => database.close());

const upload = (body: string | FormData, contentType: string | undefined, user: TestUser | null = staff) =>
  app.request("/api/catalog/admin/imports?fileName=catalog.xml", {
    method: "POST",
    body,
    headers: {
      ...(contentType ? { "Content-Type": contentType } : {}),
      ...(user ? { Authorization: user.authorization } : {}),
    },
  });

/** The job at `location` once it has stopped running. */
async function settled(location: string): Promise<Job> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const response = await app.request(location, { headers: { Authorization: staff.authorization } });
    expect(response.status).toBe(200);
    const job = (await response.json()) as Job;
    if (job.status !== "running") return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the import ${location} did not finish`);
}

const productCount = async () =>
  (await database.db.select({ count: sql<number>`count(*)::int` }).from(products))[0]?.count ?? 0;

describe("POST /catalog/admin/imports", () => {
  it("answers 202 with the job's address, and the job imports the file as ./shop import does", async () => {
    const response = await upload(FIXTURE, "application/xml");
    expect(response.status).toBe(202);
    const location = response.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/api\/catalog\/admin\/imports\/\d+$/);
    const started = (await response.json()) as Job;
    expect(started).toMatchObject({ "@id": location, status: "running", fileName: "catalog.xml" });
    expect(started.progress.bytesTotal).toBe(Buffer.byteLength(FIXTURE));

    const job = await settled(location);
    expect(job).toMatchObject({
      status: "finished",
      phase: "importing",
      problem: null,
      categories: { created: 4, updated: 0, unchanged: 0 },
      offers: { created: 4, updated: 0, unchanged: 0, refused: 1 },
    });
    expect(job.progress).toEqual({
      bytesRead: Buffer.byteLength(FIXTURE),
      bytesTotal: Buffer.byteLength(FIXTURE),
      offersRead: 5,
      offersTotal: 5,
    });
    expect(job.refusals).toMatchObject(CATALOG_FIXTURE_NOTES);
    // The public catalog shows the import at once (the index and its cached answers followed).
    const product = await app.request("/api/catalog/products-by-number/YX-0001");
    expect(product.status).toBe(200);
    const found = (await (
      await app.request(`/api/catalog/products?search=${encodeURIComponent("Иван-чай")}`)
    ).json()) as { member: { number: string }[] };
    expect(found.member.map((member) => member.number)).toContain("YX-0002");

    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, "catalog-import"), eq(auditLog.resourceId, String(job.id))));
    expect(entry).toMatchObject({ actorId: staff.id, operation: "create" });
  });

  it("takes the file as a form's field too; the same file again changes nothing", async () => {
    const form = new FormData();
    form.append("file", new File([FIXTURE], "Выгрузка 1С.yml", { type: "application/xml" }));
    const before = await productCount();
    const response = await upload(form, undefined);
    expect(response.status).toBe(202);
    const job = await settled(response.headers.get("Location") ?? "");
    expect(job).toMatchObject({
      status: "finished",
      fileName: "Выгрузка 1С.yml",
      offers: { created: 0, updated: 0, unchanged: 4, refused: 1 },
    });
    expect(await productCount()).toBe(before);
  });

  it("appends new offers in known categories to the catalog index by a patch, not a rebuild", async () => {
    const offers = ["6", "7"].map(
      (at) => `<offer id="yx${at}" available="true"><price>${at}90</price><currencyId>RUR</currencyId>
        <categoryId>20</categoryId><name>Травяной сбор номер ${at}</name><vendorCode>YX-000${at}</vendorCode></offer>`,
    );
    const updates = { ...catalog.updates };
    const response = await upload(
      FIXTURE.replace("</offers>", `${offers.join("")}</offers>`),
      "application/xml",
    );
    expect(response.status).toBe(202);
    const job = await settled(response.headers.get("Location") ?? "");
    expect(job).toMatchObject({ status: "finished", offers: { created: 2, unchanged: 4 } });
    expect(catalog.updates.rebuild).toBe(updates.rebuild);
    expect(catalog.updates.patch).toBeGreaterThan(updates.patch);
    const found = (await (
      await app.request(
        `/api/catalog/products?search=${encodeURIComponent("травяной сбор")}&sort[number]=desc`,
      )
    ).json()) as { member: { number: string }[] };
    expect(found.member.map((member) => member.number)).toEqual(["YX-0007", "YX-0006"]);
  });

  it("answers the refusals in the caller's language", async () => {
    const response = await upload(FIXTURE, "text/xml");
    const location = response.headers.get("Location") ?? "";
    await settled(location);
    const english = (await (
      await app.request(location, {
        headers: { Authorization: staff.authorization, "Accept-Language": "en-US" },
      })
    ).json()) as Job;
    expect(english.refusals.map((refusal) => refusal.reason)).toEqual([
      "The offer has no price: the product was imported but is not sold until a price is given.",
      "The price in USD was not converted: the file does not describe the currency USD: pass its rate in roubles: ./shop import FILE --rate USD=… or in the currency rates field of the upload form.",
    ]);
  });

  it("fails a file that is not YML with its line, and writes nothing of it", async () => {
    const before = await productCount();
    const broken = FIXTURE.replace("<vendorCode>YX-0002</vendorCode>", "<vendorCode>YX-0099</vendor>");
    const response = await upload(broken, "application/xml");
    expect(response.status).toBe(202);
    const job = await settled(response.headers.get("Location") ?? "");
    expect(job.status).toBe("failed");
    expect(job.problem).toMatchObject({ status: 422, line: 36 });
    expect(job.problem?.detail).toMatch(/^Файл не является документом YML, ничего не записано \(строка 36\)/);
    expect(await productCount()).toBe(before);
  });

  it("runs one import at a time: 409 while another runs; a job whose process died does not hold the lock", async () => {
    const [running] = await database.db
      .insert(catalogImports)
      .values({ fileName: "other.yml", bytesTotal: 10, startedBy: staff.id })
      .returning();
    const refused = await upload(FIXTURE, "application/xml");
    expect(refused.status).toBe(409);
    expect(refused.headers.get("Content-Type")).toContain("application/problem+json");
    const problem = (await refused.json()) as Problem;
    expect(problem.running).toBe(`/api/catalog/admin/imports/${running?.id}`);

    // Silent for longer than a live job ever is: its process is gone.
    await database.db
      .update(catalogImports)
      .set({ updatedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(catalogImports.id, running?.id ?? 0));
    const accepted = await upload(FIXTURE, "application/xml");
    expect(accepted.status).toBe(202);
    await settled(accepted.headers.get("Location") ?? "");
    const [stale] = await database.db
      .select()
      .from(catalogImports)
      .where(eq(catalogImports.id, running?.id ?? 0));
    expect(stale?.status).toBe("failed");
  });

  it("answers a job whose process died as failed when it is asked for, without waiting for the next import", async () => {
    const [dead] = await database.db
      .insert(catalogImports)
      .values({ fileName: "dead.yml", bytesTotal: 10, startedBy: staff.id })
      .returning();
    const read = async () =>
      (await (
        await app.request(`/api/catalog/admin/imports/${dead?.id}`, {
          headers: { Authorization: staff.authorization },
        })
      ).json()) as Job;
    // Alive: it writes its progress every second.
    expect((await read()).status).toBe("running");
    await database.db
      .update(catalogImports)
      .set({ updatedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(catalogImports.id, dead?.id ?? 0));
    const answer = await read();
    expect(answer.status).toBe("failed");
    expect(answer.problem?.detail).toMatch(/^Импорт прервался/);
    const [stored] = await database.db
      .select()
      .from(catalogImports)
      .where(eq(catalogImports.id, dead?.id ?? 0));
    expect(stored?.status).toBe("failed");
    expect(stored?.finishedAt).toBeInstanceOf(Date);
  });

  it("refuses what is not a file upload with a problem naming the field", async () => {
    const empty = await upload("", "application/xml");
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as Problem).violations?.[0]?.propertyPath).toBe("file");

    const noFile = new FormData();
    noFile.append("note", "x");
    const formWithout = await upload(noFile, undefined);
    expect(formWithout.status).toBe(422);

    expect((await upload(FIXTURE, "application/json")).status).toBe(415);
    const tooLarge = await app.request("/api/catalog/admin/imports", {
      method: "POST",
      body: "<yml_catalog/>",
      headers: {
        "Content-Type": "application/xml",
        "Content-Length": String(300 * 1024 * 1024),
        Authorization: staff.authorization,
      },
    });
    expect(tooLarge.status).toBe(413);
  });

  it("is for staff only", async () => {
    expect((await upload(FIXTURE, "application/xml", null)).status).toBe(401);
    expect((await upload(FIXTURE, "application/xml", customer)).status).toBe(403);
    const read = await app.request("/api/catalog/admin/imports/1", {
      headers: { Authorization: customer.authorization },
    });
    expect(read.status).toBe(403);
    const missing = await app.request("/api/catalog/admin/imports/999999", {
      headers: { Authorization: staff.authorization },
    });
    expect(missing.status).toBe(404);
  });
});
