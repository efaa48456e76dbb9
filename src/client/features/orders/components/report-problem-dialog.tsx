import { useEnglishWords } from "~/client/lib/i18n/english-words";
import { Plural, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { Dialog, DialogContent, DialogDescription, DialogFormActions, DialogTitle } from "~/client/components/ui/dialog";
import type { LazyDialogProps } from "~/client/components/ui/lazy-dialog-button";
import { FormField } from "~/client/components/ui/form-field";
import { FieldError } from "~/client/components/ui/input";
import { errorText } from "~/client/lib/format";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { toast } from "~/client/lib/toast";
import { lineTitle } from "~/shared/line-title";
import { RETURN_PHOTOS_MAX, RETURN_REASON_LABELS, RETURN_REASONS, RETURN_RESOLUTION_LABELS, RETURN_RESOLUTIONS, photosRequired, type ReturnReason, type ReturnResolution } from "~/shared/returns";
import { RETURN_PHOTOS_MESSAGE, photoCountFits, returnRequestFieldsSchema } from "~/shared/schemas/return-request";
import type { OrderDetail } from "../api/get-order-detail";
import { useReportProblem, type OrderReturns } from "../api/order-returns";

type Props = { orderNumber: string; items: OrderDetail["order"]["items"]; returnable: OrderReturns["returnable"] };
type Errors = Partial<Record<"lines" | "reason" | "description" | "resolution" | "photos", string>>;

const choiceClass = "flex min-h-11 items-center gap-3 rounded-lg border border-mustard-100 px-3";

/** The Report a problem form, validated with the server's own schema before it is sent; loaded on the first press. */
export default function ReportProblemDialog({ orderNumber, items, returnable, onOpenChange, onCloseAutoFocus }: Props & LazyDialogProps) {
  const { t } = useLingui();
  const report = useReportProblem(orderNumber);
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const [reason, setReason] = useState<ReturnReason | null>(null);
  const [resolution, setResolution] = useState<ReturnResolution | null>(null);
  const [description, setDescription] = useState("");
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const leftOf = (itemId: string) => returnable.find((line) => line.orderItemId === itemId)?.quantity ?? 0;
  const open = items.filter((item) => leftOf(item.id) > 0);
  const photosMax = RETURN_PHOTOS_MAX;
  const chosenCount = photos.length;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (report.isPending) return;
    const lines = Object.entries(chosen).map(([orderItemId, quantity]) => ({ orderItemId, quantity }));
    const parsed = returnRequestFieldsSchema.safeParse({ lines, reason, description, resolution });
    const found: Errors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
    if (reason && !photoCountFits(reason, photos.length)) found.photos = RETURN_PHOTOS_MESSAGE;
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    report.mutate(
      { fields: parsed.data, photos },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast.success(t`Problem reported`, { description: t`Our team will look at it and e-mail you their answer.` });
        },
        onError: (failure) => (failure instanceof ApiRequestError && Object.keys(failure.fields).length > 0 ? setErrors(failure.fields) : toast.error(t`Error`, { description: errorText(failure) })),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(isOpen) => !report.isPending && onOpenChange(isOpen)}>
      <DialogContent aria-describedby="report-problem-description" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>{t`Report a problem`}</DialogTitle>
        <DialogDescription id="report-problem-description">{t`Tell us what is wrong with order ${orderNumber}. Photos are seen only by you and our team.`}</DialogDescription>
        <form noValidate onSubmit={submit} className="mt-4 space-y-4">
          <fieldset aria-describedby={errors.lines ? "report-lines-error" : undefined}>
            <legend className="font-semibold">{t`Which items?`}</legend>
            <div className="mt-2 space-y-2">
              {open.map((item) => {
                const title = lineTitle(item.productName, item.sizeLabel);
                const picked = chosen[item.id];
                return (
                  <div key={item.id} className={`${choiceClass} flex-wrap py-2`}>
                    <label className="flex flex-1 items-center gap-3">
                      <input
                        type="checkbox"
                        className="size-4"
                        checked={picked !== undefined}
                        onChange={(change) => setChosen(({ [item.id]: _dropped, ...rest }) => (change.target.checked ? { ...rest, [item.id]: 1 } : rest))}
                      />
                      {title}
                    </label>
                    {picked !== undefined && (
                      <label className="flex items-center gap-2 text-sm">
                        {t`How many`}
                        <select value={picked} onChange={(change) => setChosen((now) => ({ ...now, [item.id]: Number(change.target.value) }))} className="min-h-11 rounded border border-earth-900/30 px-2">
                          {Array.from({ length: leftOf(item.id) }, (_, index) => index + 1).map((count) => (
                            <option key={count} value={count}>
                              {count}
                            </option>
                          ))}
                        </select>
                      </label>
                    )}
                  </div>
                );
              })}
            </div>
            <FieldError id="report-lines-error" message={errors.lines} />
          </fieldset>
          <ChoiceGroup legend={t`What is wrong?`} name="reason" options={RETURN_REASONS} labels={RETURN_REASON_LABELS} value={reason} onChange={setReason} error={errors.reason} />
          <FormField id="report-description" label={t`Describe the problem`} required multiline rows={3} value={description} onChange={(change) => setDescription(change.target.value)} counter={{ length: description.length, max: 1000 }} error={errors.description} />
          <div>
            <label htmlFor="report-photos" className="font-semibold">
              {reason && !photosRequired(reason) ? t`Photos (optional)` : t`Photos (1 to ${photosMax})`}
            </label>
            <input
              id="report-photos"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
              multiple
              aria-invalid={errors.photos ? true : undefined}
              aria-describedby={errors.photos ? "report-photos-error" : "report-photos-hint"}
              onChange={(change) => setPhotos(Array.from(change.target.files ?? []))}
              className="mt-1 block w-full text-sm"
            />
            {!errors.photos && (
              <p id="report-photos-hint" className="mt-1 text-sm text-earth-900/70">
                {photos.length > 0 ? <Plural value={chosenCount} one="# chosen" other="# chosen" /> : t`Show the problem and the pack's label.`}
              </p>
            )}
            <FieldError id="report-photos-error" message={errors.photos} />
          </div>
          <ChoiceGroup legend={t`What would you like?`} name="resolution" options={RETURN_RESOLUTIONS} labels={RETURN_RESOLUTION_LABELS} value={resolution} onChange={setResolution} error={errors.resolution} />
          <DialogFormActions keepLabel={t`Cancel`} submitLabel={t`Send report`} pendingLabel={t`Sending...`} pending={report.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

function ChoiceGroup<Value extends string>(props: { legend: string; name: string; options: readonly Value[]; labels: Record<Value, string>; value: Value | null; onChange: (value: Value) => void; error?: string }) {
  const words = useEnglishWords();
  const errorId = `report-${props.name}-error`;
  return (
    <fieldset aria-describedby={props.error ? errorId : undefined}>
      <legend className="font-semibold">{props.legend}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {props.options.map((option) => (
          <label key={option} className={choiceClass}>
            <input type="radio" name={props.name} value={option} checked={props.value === option} onChange={() => props.onChange(option)} className="size-4" />
            {words(props.labels[option])}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={props.error} />
    </fieldset>
  );
}
