import { useState } from "react";

/**
 * A form's draft of a value the URL holds (a search query, a list's filters), edited freely and
 * applied on submit. The draft follows the URL when it changes to something this form did not
 * apply itself (back, a link, the header's search); a value it applied arrives a moment later, once
 * the router has loaded the new page, and what the user typed in between stays. Re-creating the
 * form with a `key` of the URL's value would wipe that typing.
 *
 * `keyOf` makes values comparable (a string that is equal for equal values).
 * @example
 *   const { draft, setDraft, applying } = useUrlDraft(query ?? "", (value) => value.trim());
 *   const submit = () => { applying(draft); navigate({ search: { q: draft.trim() } }); };
 */
export function useUrlDraft<T>(inForce: T, keyOf: (value: T) => string) {
  const [draft, setDraft] = useState(inForce);
  const inForceKey = keyOf(inForce);
  // The value in force at the last render, and the one this form applied and awaits. Adjusted
  // during render, not in an effect, so a new URL never paints the old draft first.
  const [seen, setSeen] = useState(inForceKey);
  const [awaited, setAwaited] = useState<string | undefined>();
  if (inForceKey !== seen) {
    setSeen(inForceKey);
    setAwaited(undefined);
    if (inForceKey !== awaited) setDraft(inForce);
  }
  /** Call as the form applies `next`: the URL that brings it back leaves the draft alone. */
  const applying = (next: T) => setAwaited(keyOf(next));
  return { draft, setDraft, applying };
}
