/**
 * Rows under a header, columns padded to their widest cell, for the benches' printed figures.
 * @example
 *   table(["page", "p99"], [["/", "12 ms"]]); // "page  p99\n----  -----\n/     12 ms"
 */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

/** Bytes as whole megabytes (MiB), for the benches' memory figures. */
export const MB = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
