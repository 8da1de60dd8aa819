import { answer, bearer, DEMO_CUSTOMER, STAFF, tokenOf } from "./support/admin";
import { type APIRequestContext, expect, test } from "./support/test";

// One server process renders many visitors' pages at the same time: the session, the query cache
// and everything else of one page request must never reach another's page. Two signed-in accounts
// (the demo customer, and the staff member shopping as a customer: registering accounts of our own
// would spend the suite's shared registration limit) and an anonymous visitor ask for their pages
// interleaved and all at once; each answer holds its own account's data and never the other's.

interface Profile {
  email: string;
  name: string;
  lastName: string;
  phone: string;
}

interface Visitor {
  label: string;
  path: string;
  context: APIRequestContext;
  /** Whose data the page must show; none for the anonymous visitor. */
  profile?: Profile;
}

/** The page's inline scripts: the router's state and the query cache the server hands the browser. */
function handedState(html: string): string {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !/\bsrc=|application\/ld\+json/.test(attributes))
    .map(([, , content = ""]) => content)
    .join("\n");
}

/** What names an account in a page: its email, name, last name and phone as the API stores them. */
const traces = ({ email, name, lastName, phone }: Profile) => [email, name, lastName, phone];

test("pages rendered at the same time for two customers and a visitor each hold only their own data", async ({
  playwright,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? "");
  const signedIn = async (label: string, account: { email: string; password: string }): Promise<Visitor> => {
    const token = await tokenOf(request, account.email, account.password);
    const profile = await answer<Profile>(await request.get("/api/user/profile", { headers: bearer(token) }));
    const context = await playwright.request.newContext({
      baseURL,
      storageState: {
        cookies: [
          {
            name: "shop_token",
            value: encodeURIComponent(token),
            domain: origin.hostname,
            path: "/",
            expires: -1,
            httpOnly: false,
            secure: false,
            sameSite: "Lax",
          },
        ],
        origins: [],
      },
    });
    return { label, path: "/my/profile", context, profile };
  };
  const visitors: Visitor[] = [
    await signedIn("customer", DEMO_CUSTOMER),
    await signedIn("staff member", STAFF),
    { label: "visitor", path: "/", context: await playwright.request.newContext({ baseURL }) },
  ];
  const profiles = visitors.flatMap((visitor) => (visitor.profile ? [visitor.profile] : []));
  expect(new Set(profiles.map((profile) => profile.email)).size).toBe(2);
  expect(profiles[0]?.lastName).not.toBe(profiles[1]?.lastName);

  try {
    // Customer, staff member, visitor, staff member, customer, visitor, …: 20 signed-in pages and
    // 10 anonymous ones, all asked at once.
    const [customer, staff, anonymous] = visitors as [Visitor, Visitor, Visitor];
    const order = Array.from({ length: 10 }, (_, round) =>
      round % 2 === 0 ? [customer, staff, anonymous] : [staff, customer, anonymous],
    ).flat();
    const answers = await Promise.all(
      order.map(async (visitor) => {
        const response = await visitor.context.get(visitor.path, { maxRedirects: 0 });
        return { visitor, response, html: await response.text() };
      }),
    );
    expect(answers.filter(({ visitor }) => visitor.profile).length).toBe(20);

    for (const { visitor, response, html } of answers) {
      const what = `${visitor.label}'s ${visitor.path}`;
      expect(response.status(), what).toBe(200);
      const state = handedState(html);
      const others = profiles.filter((profile) => profile !== visitor.profile);
      if (visitor.profile) {
        expect(response.headers()["cache-control"], what).toBe("private, no-store");
        // The page shows its own customer, and hands the browser their profile and session.
        expect(html.replace(/<script\b[\s\S]*?<\/script>/g, ""), what).toContain(
          `<dd>${visitor.profile.email}</dd>`,
        );
        for (const trace of traces(visitor.profile)) expect(state, what).toContain(`"${trace}"`);
      }
      for (const other of others) {
        for (const trace of traces(other)) {
          expect(html, `${what} must not hold ${trace}`).not.toContain(trace);
        }
      }
    }
  } finally {
    await Promise.all(visitors.map((visitor) => visitor.context.dispose()));
  }
});
