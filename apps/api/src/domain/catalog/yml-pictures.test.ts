import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { products } from "../../db/schema/index";
import { openSeededDatabase } from "../../testing/seeded-database";
import { importYml } from "./yml-import";
import { isInsideAddress } from "./yml-pictures";

// The YML import's pictures on a real database (both drivers) against a real HTTP server on the
// loopback: a good picture, a missing one, one that is not an image, one too large and one that
// never answers; pictures beside the file, one outside its folder, one on a host not allowed.

let database: DatabaseHandle;
let server: Server;
let origin: string;
let root: string;
let png: Buffer;
const served = new Map<string, number>();

beforeAll(async () => {
  png = await sharp({ create: { width: 4, height: 3, channels: 3, background: "#c03" } })
    .png()
    .toBuffer();
  server = createServer((request, response) => {
    const path = request.url ?? "";
    served.set(path, (served.get(path) ?? 0) + 1);
    if (path === "/ok.png") response.writeHead(200, { "Content-Type": "image/png" }).end(png);
    else if (path === "/text") response.writeHead(200, { "Content-Type": "text/plain" }).end("no picture");
    else if (path === "/big") response.writeHead(200).end(Buffer.alloc(200_000, 1));
    else if (path === "/redirect") response.writeHead(302, { Location: "http://169.254.169.254/" }).end();
    else if (path === "/slow") setTimeout(() => response.end(png), 3_000);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  root = await mkdtemp(join(tmpdir(), "yml-pictures-"));
  await mkdir(join(root, "feed", "photos"), { recursive: true });
  await writeFile(join(root, "feed", "photos", "teapot.png"), png);
  await writeFile(join(root, "outside.png"), png);
  database = await openSeededDatabase({ products: 3 });
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await database.close();
  await rm(root, { recursive: true, force: true });
});

const offer = (id: string, pictures: string[]) =>
  `<offer id="${id}"><vendorCode>${id}</vendorCode><name>Картинки ${id}</name><price>100</price>
  <currencyId>RUB</currencyId><categoryId>1</categoryId>${pictures.map((picture) => `<picture>${picture}</picture>`).join("")}</offer>`;

const file = () => `<yml_catalog><shop><categories><category id="1">Картинки</category></categories><offers>
${offer("PIC-1", [`${origin}/ok.png`, "photos/teapot.png", `${origin}/missing.jpg`])}
${offer("PIC-2", ["../outside.png", "file:///etc/passwd", "http://not-allowed.example/x.png", `${origin}/slow`, `${origin}/text`, `${origin}/big`, `${origin}/redirect`])}
</offers></shop></yml_catalog>`;

const text = (content: string) =>
  async function* () {
    yield content;
  };

/** The job these imports' audit entries name: the domain import alone, without a `catalog_imports` row. */
const job = { id: 1, actorId: 1 };
const options = () => ({
  job,
  pictures: {
    mediaDir: join(root, "media"),
    baseDir: join(root, "feed"),
    allowedHosts: ["127.0.0.1"],
    maxBytes: 100_000,
    timeoutMs: 500,
  },
});

const imagesOf = async (number: string) =>
  (await database.db.select({ images: products.images }).from(products).where(eq(products.number, number)))[0]
    ?.images ?? [];

describe("the pictures of a YML import", () => {
  it("stores those it may have, refuses the others alone with their offer's line, and keeps the offers", async () => {
    const summary = await importYml(database.db, text(file()), options());
    expect(summary.offers).toMatchObject({ created: 2, refused: 0 });
    expect(summary.pictures).toEqual({ stored: 2, refused: 8, planned: 10 });

    const images = await imagesOf("PIC-1");
    expect(images.map((image) => image.source)).toEqual([`${origin}/ok.png`, "photos/teapot.png"]);
    for (const image of images) {
      expect(image).toMatchObject({ width: 4, height: 3, alt: "Картинки PIC-1" });
      expect(existsSync(join(root, "media", "products", image.path.split("/").at(-1) ?? ""))).toBe(true);
    }
    expect(await imagesOf("PIC-2")).toEqual([]);

    const reasons = summary.refusals.map(({ line, id, reason }) => `${line} ${id}: ${reason}`);
    expect(reasons).toEqual([
      `2 PIC-1: Картинки с ${new URL(origin).hostname} не загружены (1 шт.): сервер ответил 404. Предложения загружены без них.`,
      "4 PIC-2: Картинки из папки не загружены (2 шт.): файл вне папки импортируемого файла. Предложения загружены без них.",
      "4 PIC-2: Картинки с not-allowed.example не загружены (1 шт.): сервер not-allowed.example не в списке разрешённых серверов картинок. Предложения загружены без них.",
      `4 PIC-2: Картинки с ${new URL(origin).hostname} не загружены (1 шт.): сервер не ответил за 0.5 с. Предложения загружены без них.`,
      `4 PIC-2: Картинки с ${new URL(origin).hostname} не загружены (1 шт.): файл не является изображением. Предложения загружены без них.`,
      `4 PIC-2: Картинки с ${new URL(origin).hostname} не загружены (1 шт.): больше 98 КиБ. Предложения загружены без них.`,
      `4 PIC-2: Картинки с ${new URL(origin).hostname} не загружены (1 шт.): сервер недоступен или перенаправляет на другой адрес. Предложения загружены без них.`,
    ]);
  });

  it("fetches and stores nothing again when the same file comes again", async () => {
    const fetched = served.get("/ok.png");
    const before = await imagesOf("PIC-1");
    const again = await importYml(database.db, text(file()), options());
    expect(again.offers).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(again.pictures.stored).toBe(0);
    expect(served.get("/ok.png")).toBe(fetched);
    expect(await imagesOf("PIC-1")).toEqual(before);
  });

  it("reads no file for an upload (no folder): only the allowed hosts", async () => {
    const upload = `<yml_catalog><shop><categories><category id="1">Картинки</category></categories><offers>
${offer("PIC-3", ["photos/teapot.png", `${origin}/ok.png`])}
</offers></shop></yml_catalog>`;
    const { mediaDir, allowedHosts } = options().pictures;
    const summary = await importYml(database.db, text(upload), {
      job,
      pictures: { mediaDir, allowedHosts },
    });
    expect(summary.pictures).toEqual({ stored: 1, refused: 1, planned: 2 });
    expect(summary.refusals.map((refusal) => refusal.reason)).toEqual([
      "Картинки из папки не загружены (1 шт.): картинки из файлов берутся только при импорте командой ./shop import. Предложения загружены без них.",
    ]);
  });

  it("refuses an allowed host name that leads into this machine's or a private network", async () => {
    // `localhost` resolves to 127.0.0.1 (or ::1), where the test's picture server listens: listed by
    // name, it is refused before any connection; listed as the address, it is the operator's choice.
    const port = new URL(origin).port;
    const upload = `<yml_catalog><shop><categories><category id="1">Картинки</category></categories><offers>
${offer("PIC-5", [`http://localhost:${port}/ok.png`])}
</offers></shop></yml_catalog>`;
    const fetched = served.get("/ok.png");
    const summary = await importYml(database.db, text(upload), {
      job,
      pictures: { mediaDir: join(root, "media"), allowedHosts: ["localhost"] },
    });
    expect(summary.pictures).toEqual({ stored: 0, refused: 1, planned: 1 });
    expect(summary.refusals.map((refusal) => refusal.reason)).toEqual([
      "Картинки с localhost не загружены (1 шт.): сервер localhost находится во внутренней сети. Предложения загружены без них.",
    ]);
    expect(served.get("/ok.png")).toBe(fetched);
  });

  it.each([
    ["127.0.0.1", true],
    ["10.1.2.3", true],
    ["172.20.0.1", true],
    ["192.168.1.10", true],
    ["169.254.169.254", true],
    ["100.64.0.1", true],
    ["0.0.0.0", true],
    ["::1", true],
    ["::ffff:127.0.0.1", true],
    ["fd00::1", true],
    ["fe80::1", true],
    ["93.184.216.34", false],
    ["2a00:1450:4010:c05::65", false],
    ["::ffff:93.184.216.34", false],
  ])("reads %s as inside: %s", (address, inside) => {
    expect(isInsideAddress(address)).toBe(inside);
  });

  it("fetches nothing from any host when none is allowed (the default)", async () => {
    const upload = `<yml_catalog><shop><categories><category id="1">Картинки</category></categories><offers>
${offer("PIC-4", [`${origin}/ok.png`])}
</offers></shop></yml_catalog>`;
    const fetched = served.get("/ok.png");
    const summary = await importYml(database.db, text(upload), {
      job,
      pictures: { mediaDir: join(root, "media"), allowedHosts: [] },
    });
    expect(summary.pictures).toEqual({ stored: 0, refused: 1, planned: 1 });
    expect(served.get("/ok.png")).toBe(fetched);
  });

  it("refuses an SVG or a TIFF named .png by its bytes, alone and at once, never rendering it", async () => {
    // The SVG's filter costs librsvg some 10 s of CPU: a file the import read as an image would show it.
    await writeFile(
      join(root, "feed", "photos", "drawing.png"),
      '<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000"><filter id="m"><feMorphology radius="200"/></filter><rect width="2000" height="2000" fill="red" filter="url(#m)"/></svg>',
    );
    await writeFile(join(root, "feed", "photos", "scan.png"), await sharp(png).tiff().toBuffer());
    const upload = `<yml_catalog><shop><categories><category id="1">Картинки</category></categories><offers>
${offer("PIC-6", ["photos/drawing.png", "photos/scan.png", "photos/teapot.png"])}
</offers></shop></yml_catalog>`;
    const started = performance.now();
    const summary = await importYml(database.db, text(upload), options());
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(summary.pictures).toEqual({ stored: 1, refused: 2, planned: 3 });
    expect(summary.refusals.map((refusal) => refusal.reason)).toEqual([
      "Картинки из папки не загружены (2 шт.): файл не является изображением. Предложения загружены без них.",
    ]);
    expect((await imagesOf("PIC-6")).map((image) => image.source)).toEqual(["photos/teapot.png"]);
  });
});
