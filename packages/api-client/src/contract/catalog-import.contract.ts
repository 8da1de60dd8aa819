import { beforeAll, describe, expect, inject, it } from "vitest";
import { createApiClient } from "../create-api-client";
import { isNetworkFailure } from "../network-failure";
import { createShopApi } from "../shop/create-shop-api";
import type { CatalogImport } from "../shop/types";

// `catalogImports` against the real API: staff upload a YML file and follow its job to the end.

let staffToken: string | undefined;
let customerToken: string | undefined;
let staff: ReturnType<typeof createShopApi>;
let customer: ReturnType<typeof createShopApi>;

function answered<T>(result: T): Exclude<T, { reason: "network" }> {
  if (isNetworkFailure(result)) throw new Error(`no answer: ${result.message}`);
  return result as Exclude<T, { reason: "network" }>;
}

const shopWith = (getToken: () => string | undefined) =>
  createShopApi(createApiClient({ baseURL: inject("apiBaseURL"), getLocale: () => "ru-RU", getToken }));

// A category and two offers: one the shop takes, one in a currency it does not.
const FILE = `<?xml version="1.0" encoding="UTF-8"?>
<yml_catalog date="2026-11-27T10:00+03:00"><shop>
  <categories><category id="1">Контрактный импорт</category></categories>
  <offers>
    <offer id="ci1"><vendorCode>CONTRACT-IMPORT-1</vendorCode><name>Импортированный пуэр</name>
      <price>990</price><currencyId>RUR</currencyId><categoryId>1</categoryId></offer>
    <offer id="ci2"><vendorCode>CONTRACT-IMPORT-2</vendorCode><name>Пуэр за евро</name>
      <price>9</price><currencyId>EUR</currencyId><categoryId>1</categoryId></offer>
  </offers>
</shop></yml_catalog>`;

beforeAll(async () => {
  staff = shopWith(() => staffToken);
  customer = shopWith(() => customerToken);
  const password = inject("demoPassword");
  staffToken = answered(await staff.auth.login({ username: "staff@example.com", password })).token;
  customerToken = answered(await customer.auth.login({ username: "customer@example.com", password })).token;
});

describe("catalogImports", () => {
  it("starts an import of a file and follows the job to its summary", async () => {
    let job: CatalogImport = answered(
      await staff.catalogImports.start(new Blob([FILE], { type: "application/xml" }), {
        fileName: "contract.yml",
      }),
    );
    expect(job).toMatchObject({ status: "running", fileName: "contract.yml" });
    for (let attempt = 0; job.status === "running" && attempt < 200; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = answered(await staff.catalogImports.get(job.id));
    }
    expect(job).toMatchObject({
      status: "finished",
      offers: { created: 1, refused: 1 },
      refusals: [{ id: "ci2", line: 7, reason: expect.stringContaining("EUR") }],
    });
    const product = answered(await customer.products.getByNumber("CONTRACT-IMPORT-1"));
    expect(product.title).toBe("Импортированный пуэр");
  });

  it("converts prices in another currency with the rate sent beside the file", async () => {
    let job: CatalogImport = answered(
      await staff.catalogImports.start(new Blob([FILE], { type: "application/xml" }), {
        fileName: "contract-eur.yml",
        rates: "EUR=100.5",
      }),
    );
    for (let attempt = 0; job.status === "running" && attempt < 200; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = answered(await staff.catalogImports.get(job.id));
    }
    expect(job).toMatchObject({ status: "finished", offers: { created: 1, refused: 0 }, refusals: [] });
    const product = answered(await customer.products.getByNumber("CONTRACT-IMPORT-2"));
    // 9 € at 100.5 ₽ each: 904.50 ₽, in kopecks.
    expect(product.prices[0]?.price).toBe(90_450);
  });

  it("refuses rates it cannot read at the `rates` field, starting nothing", async () => {
    const refused = await staff.catalogImports
      .start(new Blob([FILE]), { rates: "евро по 100", silent: true })
      .catch((caught: unknown) => caught);
    expect(refused).toMatchObject({
      statusCode: 422,
      violations: [{ propertyPath: "rates", message: expect.stringContaining("USD=92.5") }],
    });
  });

  it("is staff's: a customer's upload is refused", async () => {
    const refused = await customer.catalogImports
      .start(new Blob([FILE]), { silent: true })
      .catch((caught: unknown) => caught);
    expect(refused).toMatchObject({ statusCode: 403 });
  });
});
