import { useLingui } from "@lingui/react/macro";
import type { ProductAdminUpdate, StaffProduct } from "@shop/api-client";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { css } from "../../../../styled-system/css";
import { formProblems } from "../resource/problems";
import { productQueries, useUpdateProduct } from "./get-products";
import { movedTo, PhotoDropZone, type PhotoItem, PhotoList } from "./photo-list";
import { sendImage } from "./send-image";

// A product's photos (issue 46 point 8). Before the product exists, each chosen or dropped file is
// staged at once (`POST /catalog/admin/image-uploads`, its progress shown) while the manager fills
// the form, and the creation attaches the staged ones in their order with their alt texts; a
// staged photo nobody attaches is deleted by the API after a day (docs/api/uploaded-images.md).
// Once it exists, each change is saved at once: a file is added last, a move or a removal is the
// product's new image list, an alt text is saved by Enter or its button. Files go one at a time:
// the API decodes images in turn and refuses more than a few waiting.

type StagedImage = { upload: string; width: number; height: number };

const sectionClass = css({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: "4" });
const headingClass = css({ fontSize: "xl", fontWeight: "semibold", m: "0" });

let localKeys = 0;
const localKey = () => `local-${++localKeys}`;

/** A queue that sends one file at a time, in the order they were given. */
function useOneAtATime() {
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  return useCallback(<T,>(task: () => Promise<T>): Promise<T> => {
    const next = chain.current.then(task, task);
    chain.current = next.catch(() => undefined);
    return next;
  }, []);
}

/** Object URLs of chosen files, revoked when the section goes. */
function usePreviews() {
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const made = urls.current;
    return () => {
      for (const url of made) URL.revokeObjectURL(url);
      made.clear();
    };
  }, []);
  return {
    of(file: File) {
      const url = URL.createObjectURL(file);
      urls.current.add(url);
      return url;
    },
  };
}

function PhotosSection({ children, announcement }: { children: React.ReactNode; announcement: string }) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <section className={sectionClass} aria-labelledby={headingId} data-testid="product-photos">
      <h2 id={headingId} className={headingClass}>
        {t({ id: "admin.products.photos.title", message: "Photos" })}
      </h2>
      {children}
      <p className={css({ srOnly: true })} role="status">
        {announcement}
      </p>
    </section>
  );
}

/** Keeps the focus on a moved photo's same button once the list shows the new order. */
function useFocusAfterMove(items: readonly PhotoItem[]) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focusAfter, setFocusAfter] = useState<{ key: string; move: "up" | "down" } | undefined>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's new order is what it waits for
  useEffect(() => {
    if (!focusAfter) return;
    const target = buttons.current.get(`${focusAfter.key}:${focusAfter.move}`);
    const other = buttons.current.get(`${focusAfter.key}:${focusAfter.move === "up" ? "down" : "up"}`);
    if (!target && !other) return;
    (target && !target.disabled ? target : other)?.focus();
    setFocusAfter(undefined);
  }, [focusAfter, items]);
  const buttonRef = useCallback(
    (key: string, move: "up" | "down") => (node: HTMLButtonElement | null) => {
      if (node) buttons.current.set(`${key}:${move}`, node);
      else buttons.current.delete(`${key}:${move}`);
    },
    [],
  );
  return { buttonRef, focusAfter: setFocusAfter };
}

/** The new product form's photos: staged as they are chosen, attached by the creation. */
export function useNewProductPhotos() {
  const [items, setItems] = useState<PhotoItem[]>([]);
  const uploads = useRef(new Map<string, string>());
  const latest = useRef(items);
  latest.current = items;
  const inTurn = useOneAtATime();
  const previews = usePreviews();

  const change = (key: string, patch: Partial<PhotoItem>) =>
    setItems((now) => now.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  const add = (files: File[]) => {
    const added = files.map((file) => waitingPhoto(file, previews.of(file)));
    setItems((now) => [...now, ...added]);
    return added.map((item, index) =>
      inTurn(async () => {
        const file = files[index] as File;
        change(item.key, { state: "sending" });
        try {
          const staged = await sendImage<StagedImage>("/catalog/admin/image-uploads", file, (progress) =>
            change(item.key, { progress }),
          );
          uploads.current.set(item.key, staged.upload);
          change(item.key, { state: "done", progress: 1 });
          return { item, ok: true as const };
        } catch (error) {
          change(item.key, { state: "failed", problem: formProblems(error, []).rest.join(" ") });
          return { item, ok: false as const };
        }
      }),
    );
  };

  return {
    items,
    add,
    setItems,
    /** Once every file on its way has been sent: the staged photos in order, as the creation takes them. */
    async staged() {
      await inTurn(async () => undefined);
      return latest.current.flatMap((item) => {
        const upload = uploads.current.get(item.key);
        return item.state === "done" && upload ? [{ upload, alt: item.alt.trim() }] : [];
      });
    },
  };
}

/** The photos of a product being created: what {@link useNewProductPhotos} holds. */
export function NewProductPhotos({ photos }: { photos: ReturnType<typeof useNewProductPhotos> }) {
  const { t } = useLingui();
  const [announcement, setAnnouncement] = useState("");
  const say = usePhotoAnnouncements();
  const { buttonRef, focusAfter } = useFocusAfterMove(photos.items);
  const count = photos.items.length;
  return (
    <PhotosSection announcement={announcement}>
      <PhotoList
        items={photos.items}
        altPlaceholder={t({ id: "admin.products.photos.altTitle", message: "The product's title" })}
        busy={false}
        buttonRef={buttonRef}
        onMove={(from, to) => {
          const key = photos.items[from]?.key ?? "";
          photos.setItems((now) => movedTo(now, from, to));
          focusAfter({ key, move: to < from ? "up" : "down" });
          setAnnouncement(say.moved(from, to, count));
        }}
        onRemove={(index) => {
          photos.setItems((now) => now.filter((_, at) => at !== index));
          setAnnouncement(t({ id: "admin.products.photos.removed", message: "The photo is removed" }));
        }}
        onAltChange={(index, alt) =>
          photos.setItems((now) => now.map((item, at) => (at === index ? { ...item, alt } : item)))
        }
      />
      <PhotoDropZone
        onFiles={(files) => {
          setAnnouncement(
            t({ id: "admin.products.photos.sendingMany", message: `Uploading photos: ${files.length}` }),
          );
          void Promise.all(photos.add(files)).then((outcomes) => setAnnouncement(say.uploaded(outcomes)));
        }}
      />
      <p className={css({ m: "0", fontSize: "sm", color: "fg.muted" })}>
        {t({
          id: "admin.products.photos.stagedHint",
          message: "The photos are added to the product when it is created.",
        })}
      </p>
    </PhotosSection>
  );
}

/** The words the section announces after a move and after uploads. */
function usePhotoAnnouncements() {
  const { t } = useLingui();
  return {
    moved(from: number, to: number, count: number) {
      const was = from + 1;
      const place = to + 1;
      return t({
        id: "admin.products.photos.moved",
        message: `Photo ${was} moved to place ${place} of ${count}`,
      });
    },
    uploaded(outcomes: { ok: boolean }[]) {
      const sent = outcomes.filter((outcome) => outcome.ok).length;
      const failed = outcomes.length - sent;
      return failed === 0
        ? t({ id: "admin.products.photos.uploaded", message: `Photos uploaded: ${sent}` })
        : t({
            id: "admin.products.photos.uploadedSome",
            message: `Photos uploaded: ${sent}; not added: ${failed}`,
          });
    },
  };
}

/** An existing product's photos: each change saved at once. */
export function ProductPhotos({ product }: { product: StaffProduct }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const update = useUpdateProduct();
  const inTurn = useOneAtATime();
  const previews = usePreviews();
  const [announcement, setAnnouncement] = useState("");
  const say = usePhotoAnnouncements();
  const [sending, setSending] = useState<PhotoItem[]>([]);
  // Alt texts as typed, by path, until saved; an alt that is the title shows as empty.
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const shownAlt = (image: StaffProduct["images"][number]) => (image.alt === product.title ? "" : image.alt);
  const stored: PhotoItem[] = product.images.map((image) => ({
    key: image.path,
    src: image.path,
    name: "",
    alt: drafts[image.path] ?? shownAlt(image),
    state: "done",
    progress: 1,
  }));
  const items = [...stored, ...sending];
  const { buttonRef, focusAfter } = useFocusAfterMove(items);

  const save = async (images: ProductAdminUpdate["images"], done: (saved: StaffProduct) => void) => {
    try {
      done(await update.mutateAsync({ id: product.id, body: { images } }));
    } catch (error) {
      setAnnouncement(formProblems(error, []).rest.join(" "));
    }
  };
  const paths = product.images.map((image) => image.path);

  const add = (files: File[]) => {
    const added = files.map((file) => waitingPhoto(file, previews.of(file)));
    const change = (key: string, patch: Partial<PhotoItem>) =>
      setSending((now) => now.map((item) => (item.key === key ? { ...item, ...patch } : item)));
    setSending((now) => [...now, ...added]);
    setAnnouncement(
      t({ id: "admin.products.photos.sendingMany", message: `Uploading photos: ${files.length}` }),
    );
    const outcomes = added.map((item, index) =>
      inTurn(async () => {
        change(item.key, { state: "sending" });
        try {
          const saved = await sendImage<StaffProduct>(
            `/catalog/admin/products/${product.id}/images`,
            files[index] as File,
            (progress) => change(item.key, { progress }),
          );
          queryClient.setQueryData(productQueries.detail(product.id).queryKey, saved);
          setSending((now) => now.filter((other) => other.key !== item.key));
          return { ok: true };
        } catch (error) {
          change(item.key, { state: "failed", problem: formProblems(error, []).rest.join(" ") });
          return { ok: false };
        }
      }),
    );
    void Promise.all(outcomes).then((done) => {
      setAnnouncement(say.uploaded(done));
      return queryClient.invalidateQueries({ queryKey: productQueries.root });
    });
  };

  return (
    <PhotosSection announcement={announcement}>
      <PhotoList
        items={items}
        altPlaceholder={product.title}
        busy={update.isPending}
        buttonRef={buttonRef}
        onMove={(from, to) => {
          if (to < 0 || to >= paths.length) return;
          const key = paths[from] ?? "";
          void save(movedTo(paths, from, to), () => {
            focusAfter({ key, move: to < from ? "up" : "down" });
            setAnnouncement(say.moved(from, to, paths.length));
          });
        }}
        onRemove={(index) => {
          const path = paths[index];
          if (path === undefined) {
            setSending((now) => now.filter((_, at) => at !== index - paths.length));
            return;
          }
          void save(
            paths.filter((other) => other !== path),
            () =>
              setAnnouncement(t({ id: "admin.products.photos.removed", message: "The photo is removed" })),
          );
        }}
        onAltChange={(index, alt) => {
          const path = paths[index];
          if (path !== undefined) setDrafts((now) => ({ ...now, [path]: alt }));
        }}
        altSaving={{
          isChanged: (index) => {
            const image = product.images[index];
            return (
              image !== undefined &&
              drafts[image.path] !== undefined &&
              drafts[image.path] !== shownAlt(image)
            );
          },
          save: (index) => {
            const path = paths[index] ?? "";
            const alt = (drafts[path] ?? "").trim();
            void save(
              paths.map((other) => (other === path ? { path, alt } : other)),
              () => {
                setDrafts(({ [path]: _saved, ...rest }) => rest);
                const place = index + 1;
                setAnnouncement(
                  t({
                    id: "admin.products.photos.altSaved",
                    message: `The description of photo ${place} is saved`,
                  }),
                );
              },
            );
          },
        }}
      />
      <PhotoDropZone onFiles={add} />
    </PhotosSection>
  );
}

/** A chosen file, previewed from `src`, waiting for its upload. */
function waitingPhoto(file: File, src: string): PhotoItem {
  return { key: localKey(), src, name: file.name, alt: "", state: "waiting", progress: 0 };
}
