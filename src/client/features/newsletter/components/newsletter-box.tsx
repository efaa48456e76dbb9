import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { toast } from "~/client/lib/toast";
import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { useSubscribeToNewsletter } from "../api/subscribe";

/** E-mail sign-up; the server keeps one row per address (docs/product-rules.md#newsletter). */
export function NewsletterBox() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const subscribe = useSubscribeToNewsletter();
  const { t } = useLingui();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    subscribe.mutate({ email }, {
      onSuccess: (result) => {
        toast.success(result.message);
        if (!result.alreadySubscribed) setEmail("");
      },
      onError: (failure) => {
        if (failure instanceof ApiRequestError && failure.fields.email) setError(failure.fields.email);
        else toast.error(t`Error`, { description: failure.message });
      },
    });
  }

  return (
    <section aria-labelledby="newsletter-heading" className="rounded-2xl bg-leaf-800 p-6 text-white sm:p-10">
      <h2 id="newsletter-heading" className="text-2xl font-bold">
        {t`Subscribe to Our Newsletter`}
      </h2>
      <p className="mt-2 text-mustard-100">{t`Seasonal recipes, farm news and early word of our offers. No spam, only good food.`}</p>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-start">
        {/* The message sits on white so it reads against the green band. */}
        <FormField
          id="newsletter-email"
          label={t`Email address`}
          labelClassName="sr-only"
          error={error}
          className="flex-1 [&_p]:rounded [&_p]:bg-white [&_p]:px-2 [&_p]:py-1"
          type="email"
          autoComplete="email"
          placeholder={t`Your email address`}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" variant="accent" size="lg" disabled={subscribe.isPending} className="h-11">
          {t`Subscribe`}
        </Button>
      </form>
    </section>
  );
}
