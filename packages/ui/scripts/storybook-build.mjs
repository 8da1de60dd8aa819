// `storybook build`, held to what designers and CI need from it: no warning printed (the
// "use client" notices and the oversized chunks are dealt with in .storybook/main.ts, so anything
// printed now is new), a docs page for every stories file, and the docs and accessibility panels
// in the built manager. Exits non-zero otherwise.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const outputDir = join(root, "storybook-static");
const say = (message) => process.stderr.write(`[storybook:build] ${message}\n`);

const output = await new Promise((resolve, reject) => {
  const child = spawn("storybook", ["build", "--quiet", "--output-dir", outputDir], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: "1" },
  });
  let text = "";
  const keep = (stream) => (chunk) => {
    text += chunk.toString("utf8");
    stream.write(chunk);
  };
  child.stdout.on("data", keep(process.stdout));
  child.stderr.on("data", keep(process.stderr));
  child.on("error", reject);
  child.on("exit", (code) =>
    code === 0 ? resolve(text) : reject(new Error(`storybook build exited with ${code}`)),
  );
});

const problems = [];
// Storybook marks the bundler's warnings with ▲ (Vite's "(!)" notes come inside them).
const warnings = output.split("\n").filter((line) => /▲|\(!\)|MODULE_LEVEL_DIRECTIVE/.test(line));
if (warnings.length > 0) problems.push(`the build printed warnings:\n${warnings.join("\n")}`);

const storiesFiles = readdirSync(join(root, "src"), { recursive: true }).filter((name) =>
  String(name).endsWith(".stories.tsx"),
);
const entries = Object.values(JSON.parse(readFileSync(join(outputDir, "index.json"), "utf8")).entries);
const docsPages = new Set(entries.filter((entry) => entry.type === "docs").map((entry) => entry.importPath));
for (const file of storiesFiles) {
  if (!docsPages.has(`./src/${String(file).replaceAll("\\", "/")}`))
    problems.push(`no docs page for src/${file}`);
}
const addons = readdirSync(join(outputDir, "sb-addons"));
for (const addon of ["docs", "a11y"]) {
  if (!addons.some((name) => name.startsWith(`${addon}-`)))
    problems.push(`the ${addon} addon is not in the manager`);
}
if (!existsSync(join(outputDir, "iframe.html"))) problems.push("no iframe.html");

if (problems.length > 0) {
  for (const problem of problems) say(problem);
  process.exit(1);
}
say(`${docsPages.size} docs pages, ${entries.length - docsPages.size} stories, no warnings`);
