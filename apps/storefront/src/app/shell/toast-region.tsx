import type { ToasterStore } from "@shop/ui";
import { lazy, Suspense, useState, useSyncExternalStore } from "react";

const Toaster = lazy(() => import("./deferred-ui").then((module) => ({ default: module.Toaster })));

const hasToasts = (toaster: ToasterStore) => toaster.getToasts().length > 0;

/**
 * The toast region of `@shop/ui`, mounted with the first toast (its code arrives then) and kept from
 * then on. Toasts raised before it shows wait in the store; their countdowns start when it shows
 * them, so a slow network or a busy phone does not eat the time a toast is there to be read.
 */
export function ToastRegion({ toaster }: { toaster: ToasterStore }) {
  const showing = useSyncExternalStore(
    toaster.subscribe,
    () => hasToasts(toaster),
    () => false,
  );
  const [needed, setNeeded] = useState(showing);
  // Derived during render (React's pattern for state that follows a value): no extra commit.
  if (showing && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster toaster={toaster} />
    </Suspense>
  );
}
