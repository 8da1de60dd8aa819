// `node wait-healthy.mjs URL SECONDS`: exits 0 at URL's first 2xx answer, 1 when SECONDS pass
// without one (serve.sh waits on it while the shop's servers start).
const [url, seconds] = process.argv.slice(2);
const deadline = Date.now() + Number(seconds) * 1000;
while (Date.now() < deadline) {
  try {
    if ((await fetch(url)).ok) process.exit(0);
  } catch {
    // not listening yet
  }
  await new Promise((done) => setTimeout(done, 250));
}
process.exit(1);
