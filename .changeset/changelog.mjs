// The changelog lines of `changeset version`, written offline: each entry links the commit that
// added its changeset. @changesets/changelog-github would also link pull requests and authors,
// but it asks GitHub's API for them and needs a token; this needs only git.
// Options (config.json): { "repo": "https://github.com/owner/name" }.

const commitLink = (commit, repo) =>
  commit ? `[\`${commit.slice(0, 7)}\`](${repo.replace(/\/$/, "")}/commit/${commit}) ` : "";

function repoOf(options) {
  if (!options?.repo) throw new Error('.changeset/config.json: the changelog needs { "repo": "https://…" }');
  return options.repo;
}

/** One changeset's entry: its first line after the commit link, the rest indented under it. */
export async function getReleaseLine(changeset, _type, options) {
  const [first = "", ...rest] = changeset.summary.trim().split("\n");
  const more = rest.map((line) => (line.trim() === "" ? "" : `  ${line}`)).join("\n");
  return `\n- ${commitLink(changeset.commit, repoOf(options))}${first}${more ? `\n${more}` : ""}`;
}

/** The entry of a release that only follows its workspace dependencies. */
export async function getDependencyReleaseLine(changesets, dependenciesUpdated, options) {
  if (dependenciesUpdated.length === 0) return "";
  const commits = changesets
    .map((changeset) => commitLink(changeset.commit, repoOf(options)).trim())
    .filter(Boolean)
    .join(", ");
  return [
    `- Updated dependencies${commits ? ` ${commits}` : ""}`,
    ...dependenciesUpdated.map((dependency) => `  - ${dependency.name}@${dependency.newVersion}`),
  ].join("\n");
}

export default { getReleaseLine, getDependencyReleaseLine };
