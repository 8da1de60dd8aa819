import { useLingui } from "@lingui/react";
import { formatNumber } from "@shop/i18n";
import { useState, useSyncExternalStore } from "react";
import { css, cx } from "../../styled-system/css";
import { MinusIcon, PlusIcon } from "../icons/icons";
import {
  QUANTITY_NUMBER_FORMAT,
  quantityControlClass,
  quantityInputClass,
  quantityTriggerClass,
  quantityTriggerLabels,
} from "../quantity-stepper/quantity-parts";
import { EARLY_STEP_ATTRIBUTE } from "./quantity-field-script";

export interface QuantityFieldProps {
  /** Accessible name, e.g. "Количество"; not shown. */
  label: string;
  /** The field's name in its form. */
  name: string;
  value: number;
  onValueChange: (value: number) => void;
  min?: number;
  max?: number;
  /** 1 for pieces and packs, 0.1 for loose tea by the kilogram. */
  step?: number;
  /** Measure shown after the number, e.g. "кг". */
  unit?: string;
  /**
   * The id of a form that − and + submit (field `step`: `-1` or `1`) instead of changing the value
   * themselves: a form whose action React replays takes a press made before hydration.
   */
  stepForm?: string;
  className?: string;
}

// The box shows where the focus is: its number has no outline of its own.
const controlClass = cx(
  quantityControlClass,
  css({
    "&:has(input:focus-visible)": {
      outline: "2px solid",
      outlineColor: "border.focus",
      outlineOffset: "2px",
    },
  }),
);
const inputClass = cx(quantityInputClass, css({ w: "16" }));

/**
 * A quantity as typed, with a decimal comma or point: `"0,5"` and `"0.5"` are 0.5; NaN when it is
 * no number.
 * @example
 *   parseQuantity("2,5"); // 2.5
 */
export function parseQuantity(text: string): number {
  const trimmed = text.trim().replace(",", ".");
  return trimmed === "" ? Number.NaN : Number(trimmed);
}

const subscribeNever = () => () => {};

/** `value` moved to the nearest step from `min` and kept between `min` and `max`. */
export function clampQuantity(
  value: number,
  { min = 0, max, step = 1 }: { min?: number; max?: number; step?: number },
) {
  const steps = Math.round((value - min) / step);
  const snapped = Number((min + Math.max(0, steps) * step).toFixed(3));
  return max === undefined ? snapped : Math.min(snapped, max);
}

/**
 * A quantity in a form, with − and + beside it, that works from the first paint. The field is a
 * text field read and shown in the visitor's locale (a decimal comma in Russian; a point is taken
 * too): typing is the browser's before the page has hydrated. With `stepForm`, − and + are that
 * form's submit buttons, so a press before hydration is replayed by React; the arrow keys step the
 * field before hydration through `quantityFieldScript` in the document's head (the field carries
 * `data-early-step` until it has hydrated). The cart, drawn only in the browser, uses
 * `QuantityStepper`.
 * @example
 *   <QuantityField label="Количество" name="quantity" value={quantity} onValueChange={setQuantity} unit="шт" />
 */
export function QuantityField({
  label,
  name,
  value,
  onValueChange,
  min = 0,
  max,
  step = 1,
  unit,
  stepForm,
  className,
}: QuantityFieldProps) {
  const { i18n } = useLingui();
  const bounds = { min, max, step };
  const labels = quantityTriggerLabels(i18n);
  // The field's text while it is being typed ("0," on the way to "0,5"): the owner's value, snapped
  // to a step, would overwrite it at each key. Left, the field shows the owner's value again.
  const [typed, setTyped] = useState<string | null>(null);
  // Whether it has hydrated, as `useEarlyPress` asks it too; not imported from there, which would put
  // that module in a file of its own that every product page fetches.
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const format = (number: number) => formatNumber(number, { ...QUANTITY_NUMBER_FORMAT, locale: i18n.locale });
  const stepBy = (direction: -1 | 1, from: number) => {
    setTyped(null);
    onValueChange(clampQuantity((Number.isFinite(from) ? from : value) + direction * step, bounds));
  };
  const trigger = (direction: -1 | 1) => {
    const disabled = direction < 0 ? value <= min : max !== undefined && value >= max;
    const labelText = direction < 0 ? labels.decrease : labels.increase;
    const common = { className: quantityTriggerClass, "aria-label": labelText, disabled };
    return stepForm ? (
      <button {...common} type="submit" form={stepForm} name="step" value={direction}>
        {direction < 0 ? <MinusIcon /> : <PlusIcon />}
      </button>
    ) : (
      <button {...common} type="button" onClick={() => stepBy(direction, value)}>
        {direction < 0 ? <MinusIcon /> : <PlusIcon />}
      </button>
    );
  };
  return (
    <span className={cx(css({ display: "inline-flex", alignItems: "center", gap: "2" }), className)}>
      <span className={controlClass}>
        {trigger(-1)}
        <input
          type="text"
          role="spinbutton"
          className={inputClass}
          aria-label={label}
          name={name}
          inputMode="decimal"
          autoComplete="off"
          aria-valuenow={value}
          aria-valuemin={min}
          aria-valuemax={max}
          {...(hydrated ? {} : { [EARLY_STEP_ATTRIBUTE]: String(step) })}
          value={typed ?? format(value)}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            const next = parseQuantity(event.currentTarget.value);
            if (Number.isFinite(next)) onValueChange(next);
          }}
          onKeyDown={(event) => {
            if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
            if (event.defaultPrevented) {
              // Already stepped by the early script: the key came after this field hydrated but
              // before it dropped `data-early-step` (React's next render). The field shows the new
              // number; the owner hears it now, or that render would write the old one back.
              const shown = parseQuantity(event.currentTarget.value);
              if (Number.isFinite(shown)) {
                setTyped(null);
                onValueChange(clampQuantity(shown, bounds));
              }
              return;
            }
            event.preventDefault();
            stepBy(event.key === "ArrowUp" ? 1 : -1, parseQuantity(event.currentTarget.value));
          }}
          onBlur={(event) => {
            const next = parseQuantity(event.currentTarget.value);
            setTyped(null);
            onValueChange(clampQuantity(Number.isFinite(next) ? next : value, bounds));
          }}
        />
        {trigger(1)}
      </span>
      {unit ? <span className={css({ color: "fg.muted", fontSize: "sm" })}>{unit}</span> : null}
    </span>
  );
}
QuantityField.displayName = "QuantityField";
