/**
 * A least-recently-used cache bounded by the bytes of its values, for made images.
 * @example
 *   const cache = createByteCache<{ data: Buffer }>(64 * 1024 * 1024, (entry) => entry.data.length);
 *   cache.set(key, entry);
 *   cache.get(key);
 */
export function createByteCache<T>(maxBytes: number, sizeOf: (value: T) => number) {
  const entries = new Map<string, T>();
  let bytes = 0;
  return {
    get(key: string): T | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        // Re-inserted, it becomes the most recently used (a Map iterates in insertion order).
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: T) {
      const size = sizeOf(value);
      if (size > maxBytes) return;
      const previous = entries.get(key);
      if (previous !== undefined) {
        bytes -= sizeOf(previous);
        entries.delete(key);
      }
      entries.set(key, value);
      bytes += size;
      for (const [oldestKey, oldest] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldestKey);
        bytes -= sizeOf(oldest);
      }
    },
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
  };
}
