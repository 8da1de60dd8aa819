// The write stream of the catalog benchmark (issue 29 point 4): a staff client changes one product's
// price `rate` times a second on replica A while a load runs, and the stream measures what a shopper
// of either replica would see. Each write sets a higher price than the one before (one rouble more),
// so "the index holds this write or a later one" is one question a list can answer: is the product
// in its category's list of products priced at least this much? Every other product of the category
// costs less than the first price of the stream, and the price filter is answered by the catalog
// index, so the answer says what the index holds, not what the page's rows read from the database.

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
 * Whether the replica at `base` lists `product` among its category's products priced `price` or more,
 * with such a price shown: the replica's index has the write of that price, or a later one.
 */
async function listsAtLeast(base, product, price) {
  const params = new URLSearchParams({
    view: "card",
    itemsPerPage: "5",
    category: product.category.path,
    "price[gte]": String(price),
  });
  const response = await fetch(`${base}/api/catalog/products?${params}`, {
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`GET /catalog/products on ${base}: ${response.status}`);
  const { member } = await response.json();
  const card = member.find((candidate) => candidate.id === product.id);
  return card !== undefined && defaultRetailPrice(card) >= price;
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
 * Runs `during()` (a load against replica A) while a staff client changes `product`'s retail price in
 * its default measure `rate` times a second on replica A (the next write starts at its slot, or when
 * the one before answers if that is later: the rate reached is reported). After each answer, replica
 * A's list is read once; replica B is polled all along, and after the load until it lists the last
 * write or `settleMs` passed. Resolves `during()`'s result and the stream's figures.
 * @example
 *   const { result, stream } = await withPriceStream(
 *     { replicaA, replicaB, authorization, product, firstPrice: 1_000_000 },
 *     () => load(portA, scenarios.search),
 *   );
 */
export async function withPriceStream(
  { replicaA, replicaB, authorization, product, firstPrice, rate = 10, settleMs = 30_000 },
  during,
) {
  /** Writes answered 2xx, in the order they were made (each after the one before answered). */
  const written = [];
  const failures = [];
  const readBacks = [];
  let stopping = false;
  let writerDone = false;
  let attempts = 0;
  let pollErrors = 0;

  const startedAt = performance.now();
  const writer = (async () => {
    for (let index = 0; !stopping; index += 1) {
      const wait = startedAt + (index * 1000) / rate - performance.now();
      if (wait > 0) await sleep(wait);
      if (stopping) break;
      const write = { price: firstPrice + 100 * index, sentAt: performance.now() };
      attempts = index + 1;
      const response = await patchPrice(replicaA, authorization, product, write.price).catch((error) => ({
        ok: false,
        status: String(error),
        text: async () => "",
      }));
      write.answeredAt = performance.now();
      if (!response.ok) {
        failures.push(`${response.status} ${(await response.text()).slice(0, 200)}`);
        continue;
      }
      await response.body?.cancel();
      written.push(write);
      // Replica A's own write: in its lists the moment its answer is back.
      readBacks.push(
        listsAtLeast(replicaA, product, write.price).then(
          (seen) => {
            write.seenOnA = seen;
          },
          () => {
            write.seenOnA = false;
          },
        ),
      );
    }
    return performance.now();
  })();

  // Replica B: the first write it does not list yet is `unseen`; a poll asks about the newest write
  // answered, then (if B lacks it) about the first unseen one and, when B has that, halves the gap to
  // find the newest it has. Each write is stamped with the answer that first showed it.
  let unseen = 0;
  const seenOnB = (write) => listsAtLeast(replicaB, product, write.price);
  const markSeen = (upTo, at) => {
    for (; unseen <= upTo; unseen += 1) written[unseen].seenOnBAt = at;
  };
  let writerEndedAt;
  const poller = (async () => {
    for (;;) {
      const newest = written.length - 1;
      if (unseen > newest) {
        if (writerDone) return;
      } else {
        if (writerEndedAt !== undefined && performance.now() - writerEndedAt > settleMs) return;
        try {
          if (await seenOnB(written[newest])) markSeen(newest, performance.now());
          else if (unseen < newest && (await seenOnB(written[unseen]))) {
            markSeen(unseen, performance.now());
            // B has `low`, lacks `high`: the newest write it has lies between.
            let [low, high] = [unseen - 1, newest];
            while (high - low > 1) {
              const middle = Math.floor((low + high) / 2);
              if (await seenOnB(written[middle])) {
                markSeen(middle, performance.now());
                low = middle;
              } else high = middle;
            }
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
    writerEndedAt = await writer;
    await Promise.all(readBacks);
    writerDone = true;
    await poller;
  }

  const seconds = (writerEndedAt - startedAt) / 1000;
  const answerTimes = written.map((write) => write.answeredAt - write.sentAt).sort((a, b) => a - b);
  const seen = written.filter((write) => write.seenOnBAt !== undefined);
  // From A's answer (the goal's measure), and from the request (the commit lies between the two).
  const delays = seen.map((write) => write.seenOnBAt - write.answeredAt).sort((a, b) => a - b);
  const delaysFromRequest = seen.map((write) => write.seenOnBAt - write.sentAt).sort((a, b) => a - b);
  return {
    result,
    stream: {
      writes: written.length,
      failures,
      seconds,
      rate: written.length / seconds,
      patchP50: percentile(answerTimes, 50),
      patchP99: percentile(answerTimes, 99),
      missedOnA: written.filter((write) => write.seenOnA !== true).length,
      delays,
      delaysFromRequest,
      unseenOnB: written.length - delays.length,
      settleMs,
      pollErrors,
      /** Above every price this stream wrote: where the next stream starts. */
      nextPrice: firstPrice + 100 * attempts,
    },
  };
}
