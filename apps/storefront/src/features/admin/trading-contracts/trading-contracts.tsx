import { useLingui } from "@lingui/react/macro";
import type { TradingContract } from "@shop/api-client";
import { Button } from "@shop/ui";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useAdminNotice } from "../resource/admin-notices";
import { DeleteDialog } from "../resource/delete-dialog";
import { type FormField, ResourceForm } from "../resource/resource-form";
import { type ResourceColumn, ResourceTable } from "../resource/resource-table";
import { formatPercent, normalisePercent, percentRule } from "./discount-percent";
import {
  ALL_CONTRACTS,
  tradingContractQueries,
  useCreateTradingContract,
  useDeleteTradingContract,
  useUpdateTradingContract,
} from "./get-trading-contracts";

/** What the trading contract form holds: the percent as typed ("7,5"). */
interface ContractValues {
  title: string;
  discountPercent: string;
}

const toContractInput = (values: ContractValues) => ({
  title: values.title.trim(),
  // The field's rule has passed, so the percent is valid; the API checks it again.
  discountPercent: normalisePercent(values.discountPercent) ?? values.discountPercent.trim(),
});

/** /admin/trading-contracts: each contract and its discount. */
export function TradingContractsList() {
  const { t } = useLingui();
  const contracts = useSuspenseQuery(tradingContractQueries.list(ALL_CONTRACTS)).data.member;
  const columns: ResourceColumn<TradingContract>[] = [
    {
      id: "title",
      header: t({ id: "admin.tradingContracts.column.title", message: "Contract" }),
      rowHeader: true,
      cell: (contract) => (
        <Link to="/admin/trading-contracts/$id" params={{ id: String(contract.id) }}>
          {contract.title}
        </Link>
      ),
    },
    {
      id: "discount",
      header: t({ id: "admin.tradingContracts.column.discount", message: "Discount" }),
      align: "end",
      cell: (contract) => formatPercent(contract.discountPercent),
    },
  ];
  return (
    <ResourceTable
      caption={t({ id: "admin.tradingContracts.caption", message: "Trading contracts" })}
      columns={columns}
      items={contracts}
      rowKey={(contract) => contract.id}
      rowTestId="contract-row"
      empty={t({ id: "admin.tradingContracts.empty", message: "There are no trading contracts yet." })}
    />
  );
}

function useContractFields(): FormField<ContractValues>[] {
  const { t } = useLingui();
  return [
    {
      kind: "text",
      name: "title",
      label: t({ id: "admin.tradingContracts.field.title", message: "Title" }),
      required: true,
      maxLength: 200,
    },
    {
      kind: "text",
      name: "discountPercent",
      label: t({ id: "admin.tradingContracts.field.discount", message: "Discount, %" }),
      required: true,
      inputMode: "decimal",
      validate: percentRule,
      helperText: t({
        id: "admin.tradingContracts.field.discount.help",
        message:
          "From 0 to 100, at most two decimals. Applied to every line of the customer's carts and orders.",
      }),
    },
  ];
}

const cancelLink = (label: string) => (
  <Button variant="ghost" color="secondary" asChild>
    <Link to="/admin/trading-contracts">{label}</Link>
  </Button>
);

/** /admin/trading-contracts/new. */
export function NewTradingContractForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useLingui();
  const create = useCreateTradingContract();
  const notify = useAdminNotice();
  const fields = useContractFields();
  return (
    <ResourceForm
      testId="trading-contract-form"
      fields={fields}
      defaultValues={{ title: "", discountPercent: "" }}
      submitLabel={t({ id: "admin.tradingContracts.create", message: "Create the contract" })}
      onSubmit={(values) => create.mutateAsync(toContractInput(values))}
      onSaved={(saved) => {
        const title = saved.title;
        notify(t({ id: "admin.tradingContracts.created", message: `Contract “${title}” created` }));
        onSaved();
      }}
      actions={cancelLink(t({ id: "admin.tradingContracts.cancel", message: "Cancel" }))}
    />
  );
}

/** /admin/trading-contracts/$id: edit or delete a contract. */
export function EditTradingContractForm({
  contract,
  onDone,
}: {
  contract: TradingContract;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const update = useUpdateTradingContract();
  const remove = useDeleteTradingContract();
  const notify = useAdminNotice();
  const fields = useContractFields();
  const title = contract.title;
  return (
    <ResourceForm
      key={contract.id}
      testId="trading-contract-form"
      fields={fields}
      defaultValues={{ title: contract.title, discountPercent: contract.discountPercent.replace(".", ",") }}
      submitLabel={t({ id: "admin.tradingContracts.save", message: "Save" })}
      onSubmit={(values: ContractValues) =>
        update.mutateAsync({ id: contract.id, body: toContractInput(values) })
      }
      onSaved={() => {
        notify(t({ id: "admin.tradingContracts.saved", message: "The contract is saved" }));
        onDone();
      }}
      actions={
        <>
          {cancelLink(t({ id: "admin.tradingContracts.cancel", message: "Cancel" }))}
          <DeleteDialog
            triggerLabel={t({ id: "admin.tradingContracts.delete", message: "Delete the contract" })}
            title={t({
              id: "admin.tradingContracts.delete.title",
              message: `Delete the contract “${title}”?`,
            })}
            description={t({
              id: "admin.tradingContracts.delete.description",
              message: "Only a contract no customer has can be deleted.",
            })}
            onConfirm={() => remove.mutateAsync(contract.id)}
            onDeleted={() => {
              notify(t({ id: "admin.tradingContracts.deleted", message: `Contract “${title}” deleted` }));
              onDone();
            }}
          />
        </>
      }
    />
  );
}
