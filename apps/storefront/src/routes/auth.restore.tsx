import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { PageHeader } from "../components/page-header";
import { NewPasswordForm, RequestCodeForm } from "../features/auth/restore-forms";
import { i18n } from "../lib/i18n";
import { pageTitle } from "../lib/page-title";
import { oneOf, optionalText } from "../lib/search-params";

const restoreTitle = msg({ id: "auth.restore.title", message: "Password recovery" });
const createTitle = msg({ id: "auth.restore.createTitle", message: "Create a password" });

interface RestoreSearch {
  mode?: "create";
  step?: "code";
  email?: string;
}

export const Route = createFileRoute("/auth/restore")({
  staticData: { layout: "white-block-small", messages: "customer" },
  validateSearch: (search): RestoreSearch => ({
    mode: oneOf(search, "mode", ["create"] as const),
    step: oneOf(search, "step", ["code"] as const),
    email: optionalText(search, "email"),
  }),
  head: ({ match }) => ({
    meta: [{ title: pageTitle(i18n._(match.search.mode === "create" ? createTitle : restoreTitle)) }],
  }),
  component: RestorePage,
});

function RestorePage() {
  const { t } = useLingui();
  const { mode, step, email } = Route.useSearch();
  const navigate = useNavigate();
  // The API's own words after it sent the code (SPEC.md section 4); after a reload a generic line.
  const [sentMessage, setSentMessage] = useState<string>();
  return (
    <>
      <PageHeader heading={t(mode === "create" ? createTitle : restoreTitle)} />
      {step === "code" && email ? (
        <NewPasswordForm
          email={email}
          mode={mode === "create" ? "create" : "restore"}
          sentMessage={sentMessage}
          onDone={() => void navigate({ to: "/auth/login", search: { email }, replace: true })}
        />
      ) : (
        <RequestCodeForm
          onSent={(address, message) => {
            setSentMessage(message);
            void navigate({ to: "/auth/restore", search: { mode, step: "code", email: address } });
          }}
        />
      )}
    </>
  );
}
