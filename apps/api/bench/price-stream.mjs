// The write stream of the catalog benchmark (issue 29 point 4): staff change prices on replica A at
// `rate` changes a second while a load runs, and the stream measures what a shopper of either
// replica would see. The changes arrive as a stream does, each at its time whether or not the ones
// before were answered (an open loop: a writer that waited for each answer would measure the
// answer's time, not a rate), to `products` of one category in turn, so that two changes of one
// product are seconds apart and never wait for each other's row lock. Each change of a product sets
// a higher price than its change before (one rouble more), so "the index holds this change or a
// later one" is one question a list can answer: is the product in its category's list of products
// priced at least this much? Every other product of the category costs less than the first price of
// the stream, and the price filter is answered by the catalog index, so the answer says what the
// index holds, not what the page's rows read from the database.

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Pause between two polls of replica B: its delays are measured to about this much plus one answer. */
const POLL_PAUSE_MS = 50;

/** The retail price of a product (or a card) in its default measure, kopecks. */
export function defaultRetailPrice(product) {
  return product.prices.find(
    (price) => price.priceType === "retail" && price.measure.code === product.defaultMeasure,
  )?.price;
}

/**
 * The prices a replica's index holds for the category's products priced `from` or more: product id
 * to the shown default retail price (one request; the stream's products are the only ones there).
 */
async function listedPrices(base, category, from, count) {
  const params = new URLSearchParams({
    view: "card",
    itemsPerPage: String(count),
    category,
    "price[gte]": String(from),
  });
  const response = await fetch(`${base}/api/catalog/products?${params}`, {
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`GET /catalog/products on ${base}: ${response.status}`);
  const { member } = await response.json();
  return new Map(member.map((card) => [card.id, defaultRetailPrice(card)]));
}

function patchPrice(base, authorization, product, price) {
  return fetch(`${base}/api/catalog/admin/products/${product.id}`, {
    method: "PATCH",
    headers: { authorization, "content-type": "application/merge-patch+json" },
    body: JSON.stringify({ prices: { retail: { [product.defaultMeasure]: price } } }),
    signal: AbortSignal.timeout(60_000),
  });
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Runs `during()` (a load against replica A) while price changes arrive on replica A `rate` times a
 * second, to `products` (cards of the category `category`, each priced below `firstPrice`) in turn.
 * After each answer, replica A's list is read once; replica B is polled all along (one list of the
 * category from `firstPrice` up tells which change of every product it holds), and after the load
 * until it lists every answered change or `settleMs` passed. Resolves `during()`'s result and the
 * stream's figures; the rate reached is the changes answered over the time from the first sent to
 * the last answered, so a stream the API cannot keep up with shows as a lower rate.
 * @example
 *   const { result, stream } = await withPriceStream(
 *     { replicaA, replicaB, authorization, products, category: "tea/green", firstPrice: 1_000_000 },
 *     () => load(portA, scenarios.search),
 *   );
 */
export async function withPriceStream(
  { replicaA, replicaB, authorization, products, category, firstPrice, rate = 10, settleMs = 30_000 },
  during,
) {
  /** Changes answered 2xx. */
  const written = [];
  const failures = [];
  const pending = new Set();
  let stopping = false;
  let sent = 0;
  let pollErrors = 0;
  const readBack = (write) =>
    listedPrices(replicaA, category, firstPrice, products.length).then(
      (prices) => {
        write.seenOnA = (prices.get(write.product.id) ?? 0) >= write.price;
      },
      () => {
        write.seenOnA = false;
      },
    );

  async function change(write) {
    const response = await patchPrice(replicaA, authorization, write.product, write.price).catch((error) => ({
      ok: false,
      status: String(error),
      text: async () => "",
    }));
    write.answeredAt = performance.now();
    if (!response.ok) {
      failures.push(`${response.status} ${(await response.text()).slice(0, 200)}`);
      return;
    }
    await response.body?.cancel();
    written.push(write);
    // Replica A's own change: in its lists the moment its answer is back.
    await readBack(write);
  }

  const startedAt = performance.now();
  const writer = (async () => {
    for (let index = 0; !stopping; index += 1) {
      const wait = startedAt + (index * 1000) / rate - performance.now();
      if (wait > 0) await sleep(wait);
      if (stopping) break;
      const write = {
        product: products[index % products.length],
        price: firstPrice + 100 * Math.floor(index / products.length),
        sentAt: performance.now(),
      };
      sent = index + 1;
      const done = change(write);
      pending.add(done);
      void done.finally(() => pending.delete(done));
    }
  })();

  // Replica B: every poll reads which change of each product it lists and stamps the changes it
  // shows for the first time.
  let writerDone = false;
  let lastAnsweredAt;
  const poller = (async () => {
    for (;;) {
      const unseen = written.filter((write) => write.seenOnBAt === undefined);
      if (unseen.length === 0 && writerDone) return;
      if (writerDone && performance.now() - lastAnsweredAt > settleMs) return;
      if (unseen.length > 0) {
        try {
          const prices = await listedPrices(replicaB, category, firstPrice, products.length);
          const at = performance.now();
          for (const write of unseen) {
            if ((prices.get(write.product.id) ?? 0) >= write.price) write.seenOnBAt = at;
          }
        } catch {
          pollErrors += 1;
        }
      }
      await sleep(POLL_PAUSE_MS);
    }
  })();

  let result;
  try {
    result = await during();
  } finally {
    stopping = true;
    await writer;
    while (pending.size > 0) await Promise.all([...pending]);
    lastAnsweredAt = Math.max(startedAt, ...written.map((write) => write.answeredAt));
    writerDone = true;
    await poller;
  }

  const seconds = (lastAnsweredAt - startedAt) / 1000;
  const answerTimes = written.map((write) => write.answeredAt - write.sentAt).sort((a, b) => a - b);
  const seen = written.filter((write) => write.seenOnBAt !== undefined);
  // From A's answer (the goal's measure; B may list a change before A's answer is back: 0), and
  // from the request (the commit lies between the two).
  const delays = seen.map((write) => Math.max(0, write.seenOnBAt - write.answeredAt)).sort((a, b) => a - b);
  const delaysFromRequest = seen.map((write) => write.seenOnBAt - write.sentAt).sort((a, b) => a - b);
  return {
    result,
    stream: {
      sent,
      writes: written.length,
      failures,
      seconds,
      rate: seconds > 0 ? written.length / seconds : 0,
      patchP50: percentile(answerTimes, 50),
      patchP99: percentile(answerTimes, 99),
      missedOnA: written.filter((write) => write.seenOnA !== true).length,
      delays,
      delaysFromRequest,
      unseenOnB: written.length - delays.length,
      settleMs,
      pollErrors,
      /** Above every price this stream wrote: where the next stream starts. */
      nextPrice: firstPrice + 100 * (Math.floor(sent / products.length) + 1),
    },
  };
}
