import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { toast } from "~/client/lib/toast";
import { FieldError, Label } from "~/client/components/ui/input";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { PHOTO_MISSING_MESSAGE, photoUploadSchema, type AdminCatalogueItem } from "~/shared/schemas/admin-catalogue";
import { useUploadPhoto } from "../api/upload-photo";
import { errorText } from "~/client/lib/format";
import { SaveButton } from "~/client/components/ui/save-button";

// The server decides what a file really is; the page checks only the size first, with the
// server's own schema, so a 40 MB file is refused before it is sent.

/** No HEIC: sharp's prebuilt libvips cannot decode it, and an iPhone converts to JPEG when the page does not ask for HEIC. */
const ACCEPTED_TYPES = "image/jpeg,image/png,image/webp,image/avif";
export const PHOTO_INPUT_ID = "photo-file";

/** The schema's first complaint about a chosen file (missing, empty, too large), or nothing. */
function problemWith(file: File | null): string | undefined {
  if (!file) return PHOTO_MISSING_MESSAGE;
  const checked = photoUploadSchema.safeParse({ photo: file });
  return checked.success ? undefined : (checked.error.issues[0]?.message ?? PHOTO_MISSING_MESSAGE);
}

export function PhotoUpload({ item }: { item: AdminCatalogueItem }) {
  const upload = useUploadPhoto(item.id);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const refuse = (message: string) => {
    setError(message);
    input.current?.focus();
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setError(chosen ? problemWith(chosen) : undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (upload.isPending) return;
    const problem = problemWith(file);
    if (problem || !file) return refuse(problem ?? PHOTO_MISSING_MESSAGE);
    upload.mutate(file, {
      onSuccess: (saved) => {
        setFile(null);
        if (input.current) input.current.value = "";
        toast.success("Photo added", { description: `${saved.name} has ${saved.photos.length} ${saved.photos.length === 1 ? "photo" : "photos"}.` });
      },
      onError: (failure) => {
        refuse(failure instanceof ApiRequestError ? (failure.fields.photo ?? failure.message) : errorText(failure));
        toast.error("Could not upload the photo", { description: errorText(failure) });
      },
    });
  };

  const hintId = `${PHOTO_INPUT_ID}-hint`;
  const errorId = `${PHOTO_INPUT_ID}-error`;
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <div>
        <Label htmlFor={PHOTO_INPUT_ID}>Photo file</Label>
        <input
          ref={input}
          id={PHOTO_INPUT_ID}
          name="photo"
          type="file"
          accept={ACCEPTED_TYPES}
          onChange={choose}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className="block w-full max-w-full text-sm file:mr-3 file:h-10 file:rounded-md file:border file:border-leaf-700 file:bg-white file:px-3 file:font-semibold file:text-leaf-800 hover:file:bg-mustard-50"
        />
        <p id={hintId} className="mt-1 text-sm text-earth-900/70">
          JPEG, PNG, WebP or AVIF, up to 15 MB and 50 megapixels. An iPhone&apos;s HEIC photo: choose it in the phone&apos;s browser, which sends it as a JPEG.
        </p>
        <FieldError id={errorId} message={error} />
      </div>
      <SaveButton pending={upload.isPending} pendingLabel="Uploading…">
        Upload photo
      </SaveButton>
      <p role="status" className="sr-only">
        {upload.isPending ? "Uploading the photo…" : ""}
      </p>
    </form>
  );
}
