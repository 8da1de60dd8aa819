// Measures of ARCHITECTURE.md kept by the lint (issue 44): a route module of the API declares its
// operations and delegates, and a README is read whole, so each stays within 250 lines. Whatever
// grows past that is split by its own seams (schemas into routes/schemas/, a README's detail into
// docs/). `pnpm lint` fails on any file past its measure and names it.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const MEASURES = [
  {
    what: "an API route module",
    limit: 250,
    matches: (file) => /^apps\/api\/src\/routes\/[^/]+\.ts$/.test(file) && !/\.(test|cases)\.ts$/.test(file),
  },
  { what: "a README", limit: 250, matches: (file) => /(^|\/)README\.md$/.test(file) },
];

const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
})
  .split("\0")
  .filter(Boolean);

const over = [];
for (const file of files) {
  const measure = MEASURES.find((candidate) => candidate.matches(file));
  if (!measure) continue;
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    continue; // deleted in the working tree, still listed as tracked
  }
  const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
  if (lines > measure.limit)
    over.push(`${file}: ${lines} lines, past the ${measure.limit} of ${measure.what}`);
}
if (over.length > 0) {
  console.error(`Files past their measure (tooling/architecture/measures.mjs):\n  ${over.join("\n  ")}`);
  process.exit(1);
}
console.log(
  `measures: ${files.filter((file) => MEASURES.some((m) => m.matches(file))).length} files within their limits`,
);
