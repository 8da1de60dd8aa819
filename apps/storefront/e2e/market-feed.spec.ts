import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { XMLParser } from "fast-xml-parser";
import { type APIRequestContext, expect, test } from "./support/test";

// The marketplace feed's round trip: the shop's /feeds/yandex-market.yml, imported by
// `./shop import` (the API's built import-yml.js) into an empty shop, makes the same catalog. A
// second API is started on the imported database, and its catalog is compared with the document
// (not with the first shop, which other specs change meanwhile).

const apiDir = resolve(import.meta.dirname, "../../api");

interface Head {
  categories: { id: number; parentId: number | null; title: string }[];
}
interface Offer {
  number: string;
  title: string;
  description: string;
  categoryId: number;
  price: number;
  measure: { title: string };
  params: { name: string; value: string }[];
}

const MEASURE_PARAM = "Единица измерения";
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** What a product is, as both sides can say it. */
interface Entry {
  title: string;
  description: string;
  category: string;
  price: number;
  measure: string;
  params: { name: string; value: string }[];
}

/** The catalog a YML document describes, by product number. */
function catalogOfDocument(yml: string): Map<string, Entry> {
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    parseTagValue: false,
    isArray: (name) => ["category", "offer", "param", "picture"].includes(name),
  }).parse(yml) as {
    yml_catalog: {
      shop: {
        categories: { category: { "@id": string; "@parentId"?: string; "#text": string }[] };
        offers: {
          offer: {
            vendorCode: string;
            name: string;
            description?: string;
            categoryId: string;
            price: string;
            param?: { "@name": string; "#text": string }[];
          }[];
        };
      };
    };
  };
  const { categories, offers } = parsed.yml_catalog.shop;
  const byId = new Map(categories.category.map((category) => [category["@id"], category]));
  const titlePath = (id: string | undefined): string[] => {
    const category = id === undefined ? undefined : byId.get(id);
    return category ? [...titlePath(category["@parentId"]), category["#text"]] : [];
  };
  const entries = new Map<string, Entry>();
  for (const offer of offers.offer) {
    const params = (offer.param ?? []).map((param) => ({ name: param["@name"], value: param["#text"] }));
    const [roubles = "0", kopecks = "0"] = offer.price.split(".");
    entries.set(offer.vendorCode, {
      title: offer.name,
      description: offer.description ?? "",
      category: titlePath(offer.categoryId).join(" / "),
      price: Number(roubles) * 100 + Number(kopecks.padEnd(2, "0")),
      measure: params.find((param) => param.name === MEASURE_PARAM)?.value ?? "",
      params: params.filter((param) => param.name !== MEASURE_PARAM).sort(byName),
    });
  }
  return entries;
}

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  await new Promise((done) => probe.close(done));
  if (typeof address !== "object" || address === null) throw new Error("no free port");
  return address.port;
}

/** A shop's catalog as its feed data says, by product number, categories as their title paths. */
async function catalogOf(request: APIRequestContext, api: string) {
  const head = (await (await request.get(`${api}/feeds/market`)).json()) as Head;
  const byId = new Map(head.categories.map((category) => [category.id, category]));
  const titlePath = (id: number | null): string[] => {
    const category = id === null ? undefined : byId.get(id);
    return category ? [...titlePath(category.parentId), category.title] : [];
  };
  const offers = new Map<string, Entry>();
  for (let next: string | null = "/feeds/market/offers?limit=1000"; next; ) {
    const chunk = (await (await request.get(`${api}${next.replace(/^\/api/, "")}`)).json()) as {
      member: Offer[];
      next: string | null;
    };
    for (const offer of chunk.member) {
      offers.set(offer.number, {
        title: offer.title,
        description: offer.description,
        category: titlePath(offer.categoryId).join(" / "),
        price: offer.price,
        measure: offer.measure.title,
        params: [...offer.params].sort(byName),
      });
    }
    next = chunk.next;
  }
  return offers;
}

test("the feed imports back into an empty shop as the same catalog", async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), "feed-round-trip-"));
  let second: ChildProcess | undefined;
  try {
    const feed = await request.get(`${baseURL}/feeds/yandex-market.yml`);
    expect(feed.status()).toBe(200);
    const document = await feed.text();
    writeFileSync(join(dir, "feed.yml"), document);

    const env = { ...process.env, DATA_DIR: join(dir, "data"), NODE_ENV: "development" };
    const imported = spawnSync(process.execPath, ["dist/import-yml.js", join(dir, "feed.yml")], {
      cwd: apiDir,
      env,
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(imported.status, imported.stderr).toBe(0);
    // The command speaks the shop's language (issue 42): every offer created, none refused.
    expect(imported.stdout).toMatch(/Предложения: \d+ создано, 0 обновлено, 0 без изменений, 0 не принято/);

    const port = await freePort();
    second = spawn(process.execPath, ["dist/server.js"], {
      cwd: apiDir,
      env: { ...env, PORT: String(port), HOST: "127.0.0.1" },
      stdio: "ignore",
    });
    const api = `http://127.0.0.1:${port}/api`;
    await expect
      .poll(async () => (await request.get(`${api}/health`).catch(() => undefined))?.status(), {
        timeout: 60_000,
      })
      .toBe(200);

    const exported = catalogOfDocument(document);
    const copy = await catalogOf(request, api);
    expect(copy.size).toBeGreaterThan(0);
    expect(Object.fromEntries(copy)).toEqual(Object.fromEntries(exported));
  } finally {
    second?.kill("SIGTERM");
    if (second && second.exitCode === null) await once(second, "exit");
    rmSync(dir, { recursive: true, force: true });
  }
});
