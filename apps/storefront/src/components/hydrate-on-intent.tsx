import { useLingui } from "@lingui/react";
import { useRouterState } from "@tanstack/react-router";
import { Hydrate } from "@tanstack/react-start";
import { interaction } from "@tanstack/react-start/hydration";
import { type ReactNode, useState } from "react";

// Pointer over it, focus in it or a press: TanStack Start's default intent events but the click. Start
// holds an intent event until the part has hydrated, then dispatches it again at the same place in
// the fresh render; a held click is lost when the part shows the static copy (below), whose extra
// wrapper makes that place a different element. A click with nothing before it (a screen reader's
// activation, a script) is therefore left to the link itself, which navigates.
const intent = interaction({ events: ["pointerenter", "focusin", "pointerdown"] });

/**
 * A part of the first page that stays the server's HTML until the visitor reaches for it: its React
 * tree hydrates then (TanStack Start's deferred hydration), not in the page's start-up, where every
 * hydrated component lengthens the main thread's tasks. For text, pictures and links; controls a
 * visitor uses at once (the header's search, the cart button, filters) hydrate with the page.
 *
 * A boundary that has not hydrated keeps its server HTML even when its props change, so it is a new
 * boundary once the page's URL or language is not the first one: from then on it renders like any
 * other part of the app. Boundaries do not nest: a click inside an inner one is lost while the outer
 * one hydrates (React drops a click it cannot hydrate at once).
 *
 * Only for links and text, not buttons. Right after the page hydrates, Start shows a waiting part as
 * a static copy of its server HTML (its `useHydrated` re-renders the boundary, and React replaces a
 * dehydrated boundary that gets new props with its fallback), and the part renders afresh when the
 * visitor reaches for it. A click in between lands on the copy: a link there still navigates (a page
 * load instead of the app's navigation), a button would do nothing. A press within milliseconds of
 * the pointer's arrival (a script's click, not a person's) can straddle that fresh render and reach
 * neither copy; e2e tests point at such a link before they click it (`pointAndClick`).
 */
export function HydrateOnIntent({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const href = useRouterState({ select: (state) => state.location.href });
  const [first] = useState(() => `${i18n.locale} ${href}`);
  return (
    <Hydrate key={`${i18n.locale} ${href}` === first ? "first" : "later"} when={intent} split={false}>
      {children}
    </Hydrate>
  );
}
