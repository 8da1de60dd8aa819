import { createFileRoute, redirect } from "@tanstack/react-router";

// There is no page of all products: that is the catalog (SPEC.md section 2).
export const Route = createFileRoute("/product/")({
  beforeLoad: () => {
    throw redirect({ to: "/catalog/$", params: { _splat: "" }, replace: true, statusCode: 301 });
  },
});
