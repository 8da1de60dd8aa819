/** The pages of the auth flows: an authorised user is sent away from these to the start page. */
const AUTH_PAGES = ["/auth/login", "/auth/register", "/auth/restore"];

export type GuardDecision = { to: "/" } | { to: "/auth/login"; search: { back: string } } | null;

export interface GuardInput {
  pathname: string;
  /** Path, search and hash of the wanted page: what the login page returns to. */
  href: string;
  authorised: boolean;
  /** False for a URL no route matches: it gets the 404 screen, whoever asks. */
  knownPage: boolean;
  anonymousPages: readonly RegExp[];
}

export const isAuthPage = (pathname: string) => pathname === "/auth" || pathname.startsWith("/auth/");

/**
 * The route guard of SPEC.md section 2 as a pure decision: where to send the visitor, or null to
 * let the page open.
 * @example
 *   guard({ pathname: "/my/profile", href: "/my/profile", authorised: false, knownPage: true, anonymousPages: [] });
 *   // { to: "/auth/login", search: { back: "/my/profile" } }
 */
export function guard({ pathname, href, authorised, knownPage, anonymousPages }: GuardInput): GuardDecision {
  if (!knownPage) return null;
  const path = pathname.replace(/\/+$/, "") || "/";
  if (authorised) return AUTH_PAGES.includes(path) ? { to: "/" } : null;
  if (isAuthPage(path) || path === "/api" || path.startsWith("/api/")) return null;
  if (anonymousPages.some((pattern) => pattern.test(path))) return null;
  return { to: "/auth/login", search: { back: href } };
}

/**
 * A back URL is honoured only when it is a path of this site: `//evil.example`, `https://…` and
 * `javascript:` would turn the login page into an open redirect.
 * @example
 *   safeBackUrl("/my/purchases?page=2"); // "/my/purchases?page=2"
 *   safeBackUrl("//evil.example/");       // "/"
 */
export function safeBackUrl(back: unknown): string {
  if (typeof back !== "string" || !back.startsWith("/") || back.startsWith("//") || back.startsWith("/\\")) {
    return "/";
  }
  return back;
}
