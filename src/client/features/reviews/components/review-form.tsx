import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { LoaderCircle } from "lucide-react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { paths } from "~/shared/paths";
import { RATING_REQUIRED_MESSAGE, RATING_REQUIRED_TITLE, REVIEW_TEXT_MAX, reviewSchema, type ReviewInput, type ReviewValues } from "~/shared/schemas/review";
import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { FieldError } from "~/client/components/ui/input";
import { sessionQueryKey, useSession } from "~/client/features/auth/api/use-session";
import { ApiRequestError } from "~/client/lib/api";
import { useSubmitReview } from "../api/submit-review";
import { StarRatingInput } from "./star-rating-input";

type ReviewFormProps = { productId: string; productName: string; onSubmitted?: () => void };

const SUCCESS_TOAST_MS = 5000;

/** 'Rate this product': a star rating first, then a signed-in shopper, then the review is saved. */
export function ReviewForm({ productId, productName, onSubmitted }: ReviewFormProps) {
  const { user, isPending: sessionPending } = useSession();
  const submitReview = useSubmitReview(productId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<ReviewInput, unknown, ReviewValues>({
    resolver: zodResolver(reviewSchema),
    defaultValues: { rating: undefined, reviewText: "" },
  });
  const ratingErrorId = `review-rating-${productId}`;
  const textLength = (useWatch({ control: form.control, name: "reviewText" }) ?? "").length;

  function promptLogin() {
    toast.error("Login required", { description: "Please login to submit a review." });
    void navigate(paths.auth.getHref());
  }

  const onValid = (values: ReviewValues) => {
    if (!user) return promptLogin();
    submitReview.mutate(values, {
      onSuccess: () => {
        toast.success("Review submitted successfully! ✓", {
          description: `Thank you for reviewing ${productName}. Your feedback helps us improve!`,
          duration: SUCCESS_TOAST_MS,
        });
        form.reset({ rating: undefined, reviewText: "" });
        onSubmitted?.();
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 401) {
          // The session ended since the page read it: read it again and ask to sign in.
          void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
          return promptLogin();
        }
        toast.error("Error submitting review", {
          description: error instanceof ApiRequestError && error.message ? error.message : "Something went wrong. Please try again.",
        });
      },
    });
  };

  const onInvalid = () => {
    if (form.getFieldState("rating").invalid) toast.error(RATING_REQUIRED_TITLE, { description: RATING_REQUIRED_MESSAGE });
  };

  const busy = submitReview.isPending;
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="space-y-4">
      <h3 className="text-lg font-bold text-leaf-800">Rate this product</h3>
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
        label="Your review (optional)"
        error={form.formState.errors.reviewText?.message}
        counter={{ length: textLength, max: REVIEW_TEXT_MAX }}
        maxLength={REVIEW_TEXT_MAX}
        rows={4}
        placeholder="Share your experience with this product"
        {...form.register("reviewText")}
      />
      <Button type="submit" className="w-full" disabled={busy || sessionPending} aria-busy={busy}>
        {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
        {busy ? "Submitting..." : "Submit Review"}
      </Button>
    </form>
  );
}
