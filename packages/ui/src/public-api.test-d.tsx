// Compile-time checks of the public props (tsc runs them in `typecheck`; there is nothing to run).
import { expectTypeOf } from "vitest";
import * as ui from "./index";
import { Badge, createToaster, IconButton, Price, type ToastCloseReason, type ToastOptions } from "./index";

// An icon alone says nothing to a screen reader: the name is required.
// @ts-expect-error aria-label is missing
void (<IconButton>×</IconButton>);
void (<IconButton aria-label="Закрыть">×</IconButton>);

// Palettes are the preset's, not any string.
// @ts-expect-error "red" is not a palette of the preset
void (<Badge color="red">x</Badge>);
void (<Badge cssColor="red">x</Badge>);

// Prices are numbers of kopecks, never preformatted strings.
// @ts-expect-error amount must be a number
void (<Price amount="12,50" />);

expectTypeOf(createToaster().create).returns.toEqualTypeOf<string>();
expectTypeOf<NonNullable<ToastOptions["onClose"]>>().parameter(0).toEqualTypeOf<ToastCloseReason>();
expectTypeOf<ToastCloseReason>().toEqualTypeOf<"button" | "action" | "timeout" | "dismiss">();

// One price formatter in the shop: `formatPrice` of @shop/i18n, which Price uses. The kit exports
// none of its own (it had one with another signature).
// @ts-expect-error @shop/ui exports no formatPrice
void ui.formatPrice;
