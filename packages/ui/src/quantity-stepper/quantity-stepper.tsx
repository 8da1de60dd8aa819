import { NumberInput } from "@ark-ui/react/number-input";
import { useLingui } from "@lingui/react";
import { formatNumber } from "@shop/i18n";
import { useState } from "react";
import { css, cx } from "../../styled-system/css";
import { MinusIcon, PlusIcon } from "../icons/icons";
import {
  QUANTITY_NUMBER_FORMAT,
  quantityControlClass,
  quantityInputClass,
  quantityTriggerClass,
  quantityTriggerLabels,
} from "./quantity-parts";

export interface QuantityStepperProps {
  /** Accessible name, e.g. "Количество, Пуэр"; not shown. */
  label: string;
  value: number;
  onValueChange: (value: number) => void;
  /** Lowest quantity (default 0: in the cart, 0 removes the line). */
  min?: number;
  max?: number;
  /** 1 for pieces and packs, 0.1 for loose tea by the kilogram. */
  step?: number;
  /** Measure shown after the number, e.g. "кг". */
  unit?: string;
  disabled?: boolean;
  className?: string;
}

const controlClass = quantityControlClass;
const inputClass = quantityInputClass;

/**
 * A quantity with minus and plus buttons; the input also takes typing and arrow keys, and stays
 * between `min` and `max`. The number is read and shown in the i18n locale (a decimal comma in
 * Russian).
 * @example
 *   <QuantityStepper label="Количество" value={line.quantity} onValueChange={setQuantity} unit="шт" />
 */
export function QuantityStepper({
  label,
  value,
  onValueChange,
  min = 0,
  max,
  step = 1,
  unit,
  disabled,
  className,
}: QuantityStepperProps) {
  const { i18n } = useLingui();
  const labels = quantityTriggerLabels(i18n);
  // The text as typed, kept while it reads as the owner's value: "2," is shown as typed, not as
  // the owner's 2. Given back as "2", the field would write "2" into the input at its next frame,
  // and on a slow phone a key typed before that frame (the comma of "2,5") would be lost. Text
  // that is no number ("", ",") is not kept: the owner's value stays what the field holds, so the
  // field writes nothing while it is typed and shows the owner's value again when left.
  const [typed, setTyped] = useState<{ text: string; number: number }>();
  const shown =
    typed?.number === value
      ? typed.text
      : formatNumber(value, { ...QUANTITY_NUMBER_FORMAT, locale: i18n.locale });
  return (
    <NumberInput.Root
      // The shop's language reads and writes the number: "0,5" is half a kilogram in Russian.
      locale={i18n.locale}
      formatOptions={QUANTITY_NUMBER_FORMAT}
      value={shown}
      onValueChange={(details) => {
        setTyped({ text: details.value, number: details.valueAsNumber });
        if (!Number.isNaN(details.valueAsNumber)) onValueChange(details.valueAsNumber);
      }}
      min={min}
      max={max}
      step={step}
      disabled={disabled}
      clampValueOnBlur
      allowMouseWheel={false}
      translations={{
        incrementLabel: labels.increase,
        decrementLabel: labels.decrease,
      }}
      className={cx(css({ display: "inline-flex", alignItems: "center", gap: "2" }), className)}
    >
      <NumberInput.Label className={css({ srOnly: true })}>{label}</NumberInput.Label>
      <NumberInput.Control className={controlClass}>
        <NumberInput.DecrementTrigger className={quantityTriggerClass}>
          <MinusIcon />
        </NumberInput.DecrementTrigger>
        <NumberInput.Input className={inputClass} />
        <NumberInput.IncrementTrigger className={quantityTriggerClass}>
          <PlusIcon />
        </NumberInput.IncrementTrigger>
      </NumberInput.Control>
      {unit ? <span className={css({ color: "fg.muted", fontSize: "sm" })}>{unit}</span> : null}
    </NumberInput.Root>
  );
}
QuantityStepper.displayName = "QuantityStepper";
