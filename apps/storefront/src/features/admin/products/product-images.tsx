import { useLingui } from "@lingui/react/macro";
import type { StaffProduct } from "@shop/api-client";
import { Button } from "@shop/ui";
import { type ChangeEvent, useEffect, useId, useRef, useState } from "react";
import { css } from "../../../../styled-system/css";
import { useAdminNotice } from "../resource/admin-notices";
import { formProblems } from "../resource/problems";
import { uploadBoxClass, uploadProblemClass } from "../upload-styles";
import { useUpdateProduct, useUploadProductImage } from "./get-products";

/** What the API takes (anything else is 415). */
const ACCEPTED_TYPES = "image/jpeg,image/png,image/webp,image/avif,image/gif";

type Move = "up" | "down";

// One column that may shrink below its content's width (the file input's): a phone must not scroll sideways.
const sectionClass = css({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: "4", maxW: "48rem" });
const listClass = css({
  display: "grid",
  gap: "3",
  gridTemplateColumns: "repeat(auto-fill, minmax(11rem, 1fr))",
  listStyle: "none",
  m: "0",
  p: "0",
});
const itemClass = css({
  display: "grid",
  gap: "2",
  p: "2",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "border.default",
  borderRadius: "md",
  bg: "bg.surface",
});
const thumbClass = css({ w: "full", h: "32", objectFit: "contain", bg: "bg.muted", borderRadius: "sm" });
const buttonsClass = css({ display: "flex", flexWrap: "wrap", gap: "1" });

/** The image paths with the one at `index` moved a place up or down. */
function moved(paths: readonly string[], index: number, move: Move): string[] {
  const next = [...paths];
  const other = move === "up" ? index - 1 : index + 1;
  [next[index], next[other]] = [next[other] as string, next[index] as string];
  return next;
}

/**
 * A product's photos: in their order, each moved up or down by buttons (the keyboard's way; the
 * focus stays on the moved photo's button) or removed; a new one chosen, previewed, then uploaded
 * (added last; the API stores it as webp). Refusals (a wrong type, too large, not an image) are
 * shown here, announced.
 */
export function ProductImages({ product }: { product: StaffProduct }) {
  const { t } = useLingui();
  const notify = useAdminNotice();
  const update = useUpdateProduct();
  const upload = useUploadProductImage();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ file: File; preview: string } | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  // The button to focus once the list shows the new order: the moved photo's same button.
  const [focusAfter, setFocusAfter] = useState<{ path: string; move: Move } | undefined>();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const paths = product.images.map((image) => image.path);

  useEffect(() => {
    if (!focusAfter) return;
    const key = (move: Move) => `${focusAfter.path}:${move}`;
    const target = buttons.current.get(key(focusAfter.move));
    const fallback = buttons.current.get(key(focusAfter.move === "up" ? "down" : "up"));
    (target && !target.disabled ? target : fallback)?.focus();
    setFocusAfter(undefined);
  }, [focusAfter]);

  // The preview's object URL lives as long as the choice.
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.preview) : undefined), [chosen]);

  const changeImages = async (next: string[], done: () => void) => {
    setProblem(undefined);
    try {
      await update.mutateAsync({ id: product.id, body: { images: next } });
    } catch (error) {
      setProblem(formProblems(error, []).rest.join(" "));
      return;
    }
    done();
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setProblem(undefined);
    const file = event.target.files?.[0];
    setChosen(file ? { file, preview: URL.createObjectURL(file) } : undefined);
  };

  const clearChoice = () => {
    setChosen(undefined);
    if (inputRef.current) inputRef.current.value = "";
  };

  const send = async () => {
    if (!chosen) return;
    setProblem(undefined);
    try {
      await upload.mutateAsync({ id: product.id, file: chosen.file });
    } catch (error) {
      const { byField, rest } = formProblems(error, ["file"]);
      setProblem(byField.file ?? rest.join(" "));
      return;
    }
    clearChoice();
    notify(t({ id: "admin.products.images.uploaded", message: "The photo is added" }));
  };

  const busy = update.isPending || upload.isPending;
  return (
    <section className={sectionClass} aria-labelledby={`${inputId}-heading`} data-testid="product-images">
      <h2 id={`${inputId}-heading`} className={css({ fontSize: "xl", fontWeight: "semibold", m: "0" })}>
        {t({ id: "admin.products.images.title", message: "Photos" })}
      </h2>
      <div role="alert">{problem ? <p className={uploadProblemClass}>{problem}</p> : null}</div>
      {product.images.length === 0 ? (
        <p className={css({ m: "0", color: "fg.muted" })}>
          {t({ id: "admin.products.images.none", message: "No photos yet." })}
        </p>
      ) : (
        <ol className={listClass} aria-busy={busy}>
          {product.images.map((image, index) => {
            const place = index + 1;
            return (
              <li key={image.path} className={itemClass} data-testid="product-image">
                <img
                  className={thumbClass}
                  src={image.path}
                  width={image.width}
                  height={image.height}
                  alt={t({ id: "admin.products.images.alt", message: `Photo ${place}` })}
                  loading="lazy"
                />
                <div className={buttonsClass}>
                  {(["up", "down"] as const).map((move) => (
                    <Button
                      key={move}
                      ref={(node) => {
                        if (node) buttons.current.set(`${image.path}:${move}`, node);
                        else buttons.current.delete(`${image.path}:${move}`);
                      }}
                      size="sm"
                      variant="outline"
                      color="secondary"
                      disabled={busy || (move === "up" ? index === 0 : index === paths.length - 1)}
                      aria-label={
                        move === "up"
                          ? t({ id: "admin.products.images.up", message: `Move photo ${place} earlier` })
                          : t({ id: "admin.products.images.down", message: `Move photo ${place} later` })
                      }
                      onClick={() =>
                        void changeImages(moved(paths, index, move), () =>
                          setFocusAfter({ path: image.path, move }),
                        )
                      }
                    >
                      {move === "up" ? "↑" : "↓"}
                    </Button>
                  ))}
                  <Button
                    size="sm"
                    variant="outline"
                    color="danger"
                    disabled={busy}
                    aria-label={t({ id: "admin.products.images.remove", message: `Remove photo ${place}` })}
                    onClick={() =>
                      void changeImages(
                        paths.filter((path) => path !== image.path),
                        () =>
                          notify(t({ id: "admin.products.images.removed", message: "The photo is removed" })),
                      )
                    }
                  >
                    {t({ id: "admin.products.images.removeShort", message: "Remove" })}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className={uploadBoxClass}>
        <label htmlFor={inputId} className={css({ fontWeight: "medium" })}>
          {t({ id: "admin.products.images.choose", message: "Add a photo" })}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={ACCEPTED_TYPES}
          onChange={choose}
          className={css({ maxW: "full" })}
          aria-describedby={`${inputId}-help`}
        />
        <p id={`${inputId}-help`} className={css({ m: "0", fontSize: "sm", color: "fg.muted" })}>
          {t({
            id: "admin.products.images.help",
            message: "JPEG, PNG, WebP, AVIF or GIF up to 10 MB; stored at most 1600 px on its longer side.",
          })}
        </p>
        {chosen ? (
          <>
            <img
              className={thumbClass}
              src={chosen.preview}
              alt={t({ id: "admin.products.images.preview", message: "Preview of the chosen photo" })}
            />
            <div className={buttonsClass}>
              <Button loading={upload.isPending} disabled={busy} onClick={() => void send()}>
                {t({ id: "admin.products.images.upload", message: "Upload the photo" })}
              </Button>
              <Button variant="ghost" color="secondary" disabled={upload.isPending} onClick={clearChoice}>
                {t({ id: "admin.products.images.cancel", message: "Cancel" })}
              </Button>
            </div>
          </>
        ) : null}
      </div>
    </section>
  );
}
