// The wait for a first healthy answer: `waitFor` for cli.mjs and api-process.mjs, and a command
// for serve.sh,
//
//   node wait-healthy.mjs URL SECONDS
//
// which exits 0 at URL's first 2xx answer, 1 when SECONDS pass without one.
import { pathToFileURL } from "node:url";

/**
 * Whether `url` answers 2xx within `timeoutMs`, asked every 250 ms until it does, the time is up
 * or `cancelled()` is true.
 * @example
 *   if (await waitFor("http://127.0.0.1:3000/_health", 180_000, () => stopping)) say("ready");
 */
export async function waitFor(url, timeoutMs, cancelled = () => false) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !cancelled()) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return false;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [url, seconds] = process.argv.slice(2);
  process.exit((await waitFor(url, Number(seconds) * 1000)) ? 0 : 1);
}
