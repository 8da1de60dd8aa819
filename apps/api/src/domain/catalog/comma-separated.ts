const [COMMA, MINUS, ZERO] = [",", "-", "0"].map((char) => char.charCodeAt(0)) as [number, number, number];

/**
 * The numbers of a comma-separated text (`"12,7,,40"`) into a typed array, an empty entry as NaN
 * (0 in an integer array), read character by character: `split(",")` would make a string per
 * number, 100 000 of them per column of the catalog index.
 * @example
 *   parseNumbers("12,7,,40", (length) => new Float64Array(length)); // [12, 7, NaN, 40]
 */
export function parseNumbers<Numbers extends Int32Array | Uint32Array | Float64Array>(
  text: string | null | undefined,
  make: (length: number) => Numbers,
): Numbers {
  if (!text) return make(0);
  let length = 1;
  for (let at = 0; at < text.length; at++) if (text.charCodeAt(at) === COMMA) length++;
  const numbers = make(length);
  let next = 0;
  let value = 0;
  let digits = 0;
  let sign = 1;
  for (let at = 0; at <= text.length; at++) {
    const code = at < text.length ? text.charCodeAt(at) : COMMA;
    if (code === COMMA) {
      numbers[next++] = digits > 0 ? sign * value : Number.NaN;
      value = 0;
      digits = 0;
      sign = 1;
    } else if (code === MINUS) sign = -1;
    else {
      value = value * 10 + (code - ZERO);
      digits++;
    }
  }
  return numbers;
}
