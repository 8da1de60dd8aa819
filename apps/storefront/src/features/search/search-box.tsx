import { useLingui } from "@lingui/react/macro";
import { IMAGE_DEFAULTS, Price, useEarlyValue } from "@shop/ui";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { css } from "../../../styled-system/css";
import { buildImageUrl } from "../../lib/images";
import { MIN_SUGGESTION_LENGTH, useSuggestions } from "./suggestions";

// The header's search box: a form that works without JavaScript (GET /search?q=), and once the
// page has hydrated an ARIA 1.2 combobox with a list of suggestions (the "list" autocomplete
// pattern of the APG). Written here rather than with ui's Select family: it sits in the header of
// every page, so it must cost the first page little, and a search box submits free text, which a
// select-like combobox treats as the exception.

const searchClass = css({
  position: "relative",
  flex: "1 1 16rem",
  minW: "0",
  display: "flex",
  gap: "2",
  order: { base: "3", md: "0" },
});
const inputClass = css({
  flex: "1",
  minW: "0",
  h: "control",
  px: "3",
  borderWidth: "1px",
  borderColor: "border.default",
  borderRadius: "md",
  bg: "bg.canvas",
  color: "fg.default",
});
const buttonClass = css({
  h: "control",
  px: "4",
  borderRadius: "md",
  bg: "primary.solid",
  color: "primary.contrast",
  cursor: "pointer",
});
const popupClass = css({
  position: "absolute",
  top: "calc(100% + token(spacing.1))",
  insetInline: "0",
  zIndex: "dropdown",
  bg: "bg.surface",
  borderWidth: "1px",
  borderColor: "border.default",
  borderRadius: "md",
  boxShadow: "lg",
  py: "1",
  maxH: "min(70vh, 32rem)",
  overflowY: "auto",
});
const groupLabelClass = css({ px: "3", pt: "2", pb: "1", fontSize: "sm", color: "fg.muted" });
const optionClass = css({
  display: "flex",
  alignItems: "center",
  gap: "3",
  px: "3",
  py: "2",
  cursor: "pointer",
  color: "fg.default",
  "&[aria-selected=true]": { bg: "primary.subtle", color: "primary.text" },
  _hover: { bg: "bg.muted" },
});

const THUMBNAIL = { width: 80, height: 80, quality: IMAGE_DEFAULTS.quality };

interface Option {
  id: string;
  /** Where choosing it goes. */
  to: { to: "/product/$slug"; params: { slug: string } } | { to: "/catalog/$"; params: { _splat: string } };
}

/** The search form of the header, with suggestions while typing. */
export function SearchBox() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const [searchText, setSearchText] = useState("");
  // Typed before the page hydrated: kept, and its suggestions offered (useEarlyValue).
  const inputRef = useRef<HTMLInputElement>(null);
  useEarlyValue(inputRef, searchText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { data } = useSuggestions(searchText, open);
  const typed = searchText.trim().length >= MIN_SUGGESTION_LENGTH;
  const products = typed ? (data?.products ?? []) : [];
  const categories = typed ? (data?.categories ?? []) : [];
  const options: Option[] = [
    ...products.map((product) => ({
      // A number may hold spaces, which an id must not (aria-activedescendant names one); a slug never does.
      id: `${baseId}-product-${product.slug}`,
      to: { to: "/product/$slug" as const, params: { slug: product.slug } },
    })),
    ...categories.map((category) => ({
      id: `${baseId}-category-${category.path}`,
      to: { to: "/catalog/$" as const, params: { _splat: category.path } },
    })),
  ];
  const expanded = open && typed && data !== undefined;
  const activeOption = expanded ? options[active] : undefined;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (option: Option) => {
    close();
    void navigate(option.to);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (activeOption) return choose(activeOption);
    close();
    const trimmed = searchText.trim();
    // `q` is the search page's URL parameter for the search text.
    void navigate({ to: "/search", search: trimmed ? { q: trimmed } : {} });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      // From the input, down goes to the first option and up to the last; past the ends, back to the input.
      setActive((current) => {
        const next = current === -1 ? (step === 1 ? 0 : options.length - 1) : current + step;
        return next < 0 || next >= options.length ? -1 : next;
      });
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        close();
      } else if (searchText) {
        event.preventDefault();
        setSearchText("");
      }
    }
  };

  const optionProps = (index: number) => {
    const option = options[index] as Option;
    return {
      id: option.id,
      role: "option" as const,
      "aria-selected": index === active,
      className: optionClass,
      // Keeps the focus in the input; the click then chooses.
      onMouseDown: (event: { preventDefault(): void }) => event.preventDefault(),
      onClick: () => choose(option),
    };
  };

  return (
    <search className={searchClass}>
      <form
        action="/search"
        className={css({ display: "flex", gap: "2", flex: "1", minW: "0" })}
        onSubmit={submit}
      >
        <label htmlFor={inputId} className={css({ srOnly: true })}>
          {t({ id: "header.search.label", message: "Search the catalog" })}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeOption?.id}
          className={inputClass}
          placeholder={t({ id: "header.search.placeholder", message: "Tea, coffee, teapots…" })}
          autoComplete="off"
          value={searchText}
          onChange={(event) => {
            setSearchText(event.target.value);
            // Typed before hydration and left: its suggestions wait for the field's focus.
            setOpen(event.target === document.activeElement);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={buttonClass}>
          {t({ id: "header.search.submit", message: "Find" })}
        </button>
      </form>
      <div
        id={listId}
        role="listbox"
        aria-label={t({ id: "search.suggestions.label", message: "Suggestions" })}
        className={popupClass}
        hidden={!expanded || options.length === 0}
      >
        {products.length > 0 ? (
          // biome-ignore lint/a11y/useSemanticElements: a group of options in an ARIA listbox (the APG pattern); a fieldset groups form controls
          <div role="group" aria-labelledby={`${baseId}-products`}>
            <div id={`${baseId}-products`} role="presentation" className={groupLabelClass}>
              {t({ id: "search.suggestions.products", message: "Products" })}
            </div>
            {products.map((product, index) => (
              <div key={product.number} {...optionProps(index)}>
                {product.thumbnail ? (
                  <img
                    // Drawn at 40 px, made at 80 for screens of two pixels per point.
                    src={buildImageUrl(product.thumbnail.path, { ...THUMBNAIL, format: "webp" })}
                    alt=""
                    width={40}
                    height={40}
                    className={css({ borderRadius: "sm", flexShrink: "0" })}
                  />
                ) : null}
                <span className={css({ flex: "1", minW: "0" })}>{product.title}</span>
                {product.price !== null ? (
                  <span className={css({ whiteSpace: "nowrap", fontWeight: "medium" })}>
                    <Price amount={product.price} />
                  </span>
                ) : null}
              </div>
            ))}
          </div>
        ) : null}
        {categories.length > 0 ? (
          // biome-ignore lint/a11y/useSemanticElements: as above
          <div role="group" aria-labelledby={`${baseId}-categories`}>
            <div id={`${baseId}-categories`} role="presentation" className={groupLabelClass}>
              {t({ id: "search.suggestions.categories", message: "Categories" })}
            </div>
            {categories.map((category, index) => (
              <div key={category.path} {...optionProps(products.length + index)}>
                {category.title}
              </div>
            ))}
          </div>
        ) : null}
      </div>
      <div role="status" className={css({ srOnly: true })}>
        {expanded
          ? options.length > 0
            ? t({
                id: "search.suggestions.status",
                message: `Suggestions: ${options.length}. Use the up and down arrows to choose.`,
              })
            : t({ id: "search.suggestions.none", message: "No suggestions." })
          : ""}
      </div>
    </search>
  );
}
