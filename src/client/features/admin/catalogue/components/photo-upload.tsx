import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { toast } from "~/client/lib/toast";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { PHOTO_MISSING_MESSAGE, photoUploadSchema, type AdminCatalogueItem } from "~/shared/schemas/admin-catalogue";
import { useUploadPhoto } from "../api/upload-photo";
import { errorText } from "~/client/lib/format";
import { SaveButton } from "~/client/components/ui/save-button";
import { FileField } from "../../shared/file-field";

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

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <FileField
        ref={input}
        id={PHOTO_INPUT_ID}
        label="Photo file"
        name="photo"
        accept={ACCEPTED_TYPES}
        onChange={choose}
        error={error}
        hint="JPEG, PNG, WebP or AVIF, up to 15 MB and 50 megapixels. An iPhone's HEIC photo: choose it in the phone's browser, which sends it as a JPEG."
      />
      <SaveButton pending={upload.isPending} pendingLabel="Uploading…">
        Upload photo
      </SaveButton>
      <p role="status" className="sr-only">
        {upload.isPending ? "Uploading the photo…" : ""}
      </p>
    </form>
  );
}
