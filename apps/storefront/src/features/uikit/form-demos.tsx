import {
  Button,
  Checkbox,
  Dialog,
  NativeSelect,
  PasswordField,
  QuantityStepper,
  SearchableSelect,
  Select,
  Tabs,
  TextField,
} from "@shop/ui";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { css } from "../../../styled-system/css";
import type { UikitSamples } from "./uikit-samples";
import { UikitRow, UikitSection } from "./uikit-section";

const fieldsClass = css({
  display: "grid",
  gap: "4",
  gridTemplateColumns: { base: "1fr", md: "repeat(2, minmax(0, 1fr))" },
  maxW: "whiteBlock",
});

const options = (labels: readonly string[]) =>
  labels.map((label, index) => ({ value: String(index), label }));

export function ButtonDemos({ samples }: { samples: UikitSamples }) {
  const { buttons } = samples;
  return (
    <UikitSection title={samples.sections.buttons}>
      <UikitRow>
        <Button>{buttons.solid}</Button>
        <Button variant="outline">{buttons.outline}</Button>
        <Button variant="ghost">{buttons.ghost}</Button>
        <Button color="danger">{buttons.danger}</Button>
        <Button size="sm">{buttons.small}</Button>
        <Button loading>{buttons.loading}</Button>
        <Button disabled>{buttons.disabled}</Button>
        <Button asChild variant="outline" color="secondary">
          <Link to="/catalog/$" params={{ _splat: "" }}>
            {buttons.link}
          </Link>
        </Button>
      </UikitRow>
    </UikitSection>
  );
}

export function FieldDemos({ samples }: { samples: UikitSamples }) {
  const { fields } = samples;
  const [category, setCategory] = useState<string | null>(null);
  const [country, setCountry] = useState<string | null>(null);
  return (
    <UikitSection title={samples.sections.fields}>
      <div className={fieldsClass}>
        <TextField label={fields.name} helperText={fields.nameHelp} name="uikit-name" autoComplete="off" />
        <TextField
          label={fields.email}
          type="email"
          defaultValue={fields.emailValue}
          error={fields.emailError}
          name="uikit-email"
          autoComplete="off"
        />
        <PasswordField label={fields.password} name="uikit-password" autoComplete="new-password" />
        <Select
          label={fields.category}
          placeholder={fields.categoryPlaceholder}
          options={options(fields.categories)}
          value={category}
          onValueChange={setCategory}
        />
        <SearchableSelect
          label={fields.country}
          options={options(fields.countries)}
          value={country}
          onValueChange={setCountry}
        />
        <NativeSelect label={fields.sort} options={options(fields.sorts)} name="uikit-sort" />
        <Checkbox label={fields.remember} name="uikit-remember" />
      </div>
    </UikitSection>
  );
}

export function TabsDemo({ samples }: { samples: UikitSamples }) {
  const [first] = samples.tabs;
  return (
    <UikitSection title={samples.sections.tabs}>
      <Tabs.Root defaultValue={first?.title}>
        <Tabs.List>
          {samples.tabs.map((tab) => (
            <Tabs.Trigger key={tab.title} value={tab.title}>
              {tab.title}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {samples.tabs.map((tab) => (
          <Tabs.Content key={tab.title} value={tab.title}>
            {tab.text}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </UikitSection>
  );
}

export function DialogDemo({ samples }: { samples: UikitSamples }) {
  const { dialog } = samples;
  return (
    <UikitSection title={samples.sections.dialog}>
      <UikitRow>
        <Dialog.Root>
          <Dialog.Trigger asChild>
            <Button variant="outline">{dialog.open}</Button>
          </Dialog.Trigger>
          <Dialog.Content>
            <Dialog.Title>{dialog.title}</Dialog.Title>
            <Dialog.CloseButton />
            <Dialog.Description>{dialog.text}</Dialog.Description>
            <div className={css({ display: "flex", justifyContent: "flex-end", mt: "6" })}>
              <Dialog.CloseTrigger asChild>
                <Button color="danger">{dialog.confirm}</Button>
              </Dialog.CloseTrigger>
            </div>
          </Dialog.Content>
        </Dialog.Root>
      </UikitRow>
    </UikitSection>
  );
}

export function QuantityDemo({ samples }: { samples: UikitSamples }) {
  const { quantity } = samples;
  const [pieces, setPieces] = useState(2);
  const [weight, setWeight] = useState(0.3);
  return (
    <UikitSection title={samples.sections.quantity}>
      <UikitRow>
        <QuantityStepper
          label={quantity.pieces}
          value={pieces}
          onValueChange={setPieces}
          min={1}
          unit={quantity.piecesUnit}
        />
        <QuantityStepper
          label={quantity.weight}
          value={weight}
          onValueChange={setWeight}
          min={0.1}
          step={0.1}
          unit={quantity.weightUnit}
        />
      </UikitRow>
    </UikitSection>
  );
}
