import { zodResolver } from "@hookform/resolvers/zod";
import type { FormEvent, ReactNode } from "react";
import { useForm, type FieldValues, type Path } from "react-hook-form";
import type { UseMutationResult } from "@tanstack/react-query";
import type { z } from "zod";
import { showFieldErrors } from "~/client/lib/field-errors";
import { errorText } from "~/client/lib/format";
import { toast } from "~/client/lib/toast";
import { SaveCell } from "~/client/components/ui/save-button";

type SettingsFormOptions<Fields extends FieldValues, Settings, Input> = {
  schema: z.ZodType;
  settings: Settings;
  /** The form's text fields from saved settings (rupees from paise, and so on). */
  initialValues: (settings: Settings) => Fields;
  save: UseMutationResult<Settings, Error, Input>;
  fieldNames: readonly Path<Fields>[];
  /** The success toast for what was saved. */
  saved: (settings: Settings) => [string, { description: string }?];
};

/** A back-office settings form: checked by the server's schema, saved once at a time, refilled from the saved figures, refused fields shown under themselves. */
export function useSettingsForm<Fields extends FieldValues, Settings, Input>({ schema, settings, initialValues, save, fieldNames, saved }: SettingsFormOptions<Fields, Settings, Input>) {
  const form = useForm<Fields>({ resolver: zodResolver(schema as never) as never, defaultValues: initialValues(settings) as never });
  const submit = form.handleSubmit(() => {
    if (save.isPending) return;
    save.mutate(form.getValues() as unknown as Input, {
      onSuccess: (answer) => {
        form.reset(initialValues(answer));
        toast.success(...saved(answer));
      },
      onError: (error) => {
        showFieldErrors(form, error, fieldNames);
        toast.error("Could not save the settings", { description: errorText(error) });
      },
    });
  });
  return { form, submit, errors: form.formState.errors };
}

/** The settings form's frame: titled, its fields in two columns from tablet width, one Save button. */
export function SettingsFrame({ id, title, onSubmit, pending, children }: { id: string; title: string; onSubmit: (event: FormEvent<HTMLFormElement>) => void; pending: boolean; children: ReactNode }) {
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={id} className="rounded-lg border border-earth-900/15 bg-white p-4">
      <h2 id={id} className="mb-3 text-lg font-bold text-leaf-800">
        {title}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      <SaveCell className="mt-4" pending={pending} pendingLabel="Saving…">
        Save settings
      </SaveCell>
    </form>
  );
}
