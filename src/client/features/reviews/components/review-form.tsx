import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { LoaderCircle } from "lucide-react";
import type { FormEvent } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "~/client/lib/toast";
import { RATING_REQUIRED_MESSAGE, RATING_REQUIRED_TITLE, REVIEW_TEXT_MAX } from "~/shared/form-fields";
import type { ReviewInput, ReviewValues } from "~/shared/schemas/review";
import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { FieldError } from "~/client/components/ui/input";
import { ApiRequestError, isUnauthorized, NETWORK_FAILURE_MESSAGE } from "~/client/lib/shop-fetch";
import { lazyZodResolver } from "~/client/lib/lazy-zod-resolver";
import { useLoginPrompt } from "~/client/lib/session/use-login-prompt";
import { useSession } from "~/client/lib/session/use-session";
import { useSubmitReview } from "../api/submit-review";
import { StarRatingInput } from "./star-rating-input";

type ReviewFormProps = { productId: string; productName: string; onSubmitted?: () => void };

const SUCCESS_TOAST_MS = 5000;
const LOGIN_TO_REVIEW_TITLE = msg`Login required`;
const LOGIN_TO_REVIEW = msg`Please login to submit a review.`;
const SUBMIT_FAILED_TITLE = msg`Error submitting review`;

// The server's own schema checks the form, but zod and the schema load when the shopper first
// focuses or presses the form, not with the product page (docs/decisions/038-validation-loaded-when-needed.md).
const reviewChecks = lazyZodResolver(async () => (await import("~/shared/schemas/review")).reviewSchema);

/** 'Rate this product': a star rating first, then a signed-in shopper, then the review is saved. */
export function ReviewForm({ productId, productName, onSubmitted }: ReviewFormProps) {
  const { t, i18n } = useLingui();
  const { user, isPending: sessionPending } = useSession();
  const submitReview = useSubmitReview(productId);
  const promptLogin = useLoginPrompt();
  const form = useForm<ReviewInput, unknown, ReviewValues>({
    resolver: reviewChecks.resolver,
    defaultValues: { rating: undefined, reviewText: "" },
  });
  const ratingErrorId = `review-rating-${productId}`;
  const textLength = (useWatch({ control: form.control, name: "reviewText" }) ?? "").length;

  const onValid = (values: ReviewValues) => {
    if (!user) return promptLogin(i18n._(LOGIN_TO_REVIEW), { title: i18n._(LOGIN_TO_REVIEW_TITLE) });
    submitReview.mutate(values, {
      onSuccess: () => {
        toast.success(t`Review submitted successfully! ✓`, {
          description: t`Thank you for reviewing ${productName}. Your feedback helps us improve!`,
          duration: SUCCESS_TOAST_MS,
        });
        form.reset({ rating: undefined, reviewText: "" });
        onSubmitted?.();
      },
      onError: (error) => {
        if (isUnauthorized(error)) return promptLogin(i18n._(LOGIN_TO_REVIEW), { title: i18n._(LOGIN_TO_REVIEW_TITLE), sessionEnded: true });
        toast.error(i18n._(SUBMIT_FAILED_TITLE), {
          description: error instanceof ApiRequestError && error.message ? error.message : t`Something went wrong. Please try again.`,
        });
      },
    });
  };

  const onInvalid = () => {
    if (form.getFieldState("rating").invalid) toast.error(RATING_REQUIRED_TITLE, { description: RATING_REQUIRED_MESSAGE });
  };

  // Only a schema that could not be fetched gets here: nothing was sent, and what is typed stays.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(onValid, onInvalid)(event).catch(() => toast.error(i18n._(SUBMIT_FAILED_TITLE), { description: NETWORK_FAILURE_MESSAGE }));

  // Submitting covers the first check, which may still be fetching the schema on a slow network.
  // A press anywhere on the form starts the fetch too (below): Safari focuses no radio or button on a press.
  const busy = submitReview.isPending || form.formState.isSubmitting;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} onFocus={reviewChecks.preload} onPointerDown={reviewChecks.preload} className="space-y-4">
      <h3 className="text-lg font-bold text-leaf-800">{t`Rate this product`}</h3>
      <Controller
        control={form.control}
        name="rating"
        render={({ field, fieldState }) => (
          <div>
            <StarRatingInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} invalid={fieldState.invalid} errorId={fieldState.error ? ratingErrorId : undefined} />
            <FieldError id={ratingErrorId} message={fieldState.error?.message} />
          </div>
        )}
      />
      <FormField
        multiline
        id={`review-text-${productId}`}
        label={t`Your review (optional)`}
        error={form.formState.errors.reviewText?.message}
        counter={{ length: textLength, max: REVIEW_TEXT_MAX }}
        maxLength={REVIEW_TEXT_MAX}
        rows={4}
        placeholder={t`Share your experience with this product`}
        {...form.register("reviewText")}
      />
      <Button type="submit" className="w-full" disabled={busy || sessionPending} aria-busy={busy}>
        {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
        {busy ? t`Submitting...` : t`Submit Review`}
      </Button>
    </form>
  );
}
