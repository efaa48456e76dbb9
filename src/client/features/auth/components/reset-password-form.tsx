import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useShopNavigate } from "~/client/components/ui/link";
import { toast } from "~/client/lib/toast";
import { Button, buttonClasses } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { paths } from "~/shared/paths";
import { resetPasswordSchema, type ResetPasswordInput } from "~/shared/schemas/auth";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { useResetPassword } from "../api/reset-password";
import { toastAuthError } from "./enter-shop";
import { passwordHint } from "./password-hint";

/** Sets a new password with the token from the e-mailed link, then sends the shopper to sign in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const form = useForm<ResetPasswordInput>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { password: "", confirmPassword: "" } });
  const resetPassword = useResetPassword();
  const navigate = useShopNavigate();
  const [linkProblem, setLinkProblem] = useState(false);
  const { errors } = form.formState;
  const { t, i18n } = useLingui();

  const onValid = (values: ResetPasswordInput) =>
    resetPassword.mutate(
      { token, password: values.password },
      {
        onSuccess: async () => {
          toast.success(t`Password Updated`, { description: t`Your password has been changed. Please sign in with your new password.` });
          await navigate(paths.auth.getHref(), { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.code === "INVALID_TOKEN") setLinkProblem(true);
          else toastAuthError(error, t`Error`);
        },
      },
    );

  if (linkProblem) return <InvalidLink message={t`This reset link has expired or has already been used. Please ask for a new one.`} />;

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} aria-label={t`Set a new password`} className="space-y-4">
      <FormField id="new-password" label={t`New Password`} type="password" autoComplete="new-password" hint={i18n._(passwordHint)} error={errors.password?.message} {...form.register("password")} />
      <FormField id="confirm-password" label={t`Confirm New Password`} type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...form.register("confirmPassword")} />
      <Button type="submit" size="lg" className="w-full" disabled={resetPassword.isPending}>
        {resetPassword.isPending ? t`Saving...` : t`Reset Password`}
      </Button>
    </form>
  );
}

export function InvalidLink({ message }: { message: string }) {
  const { t } = useLingui();
  return (
    <div className="space-y-4">
      <p role="alert" className="rounded-md border border-red-700/30 bg-red-50 p-3 text-sm text-red-800">
        {message}
      </p>
      <p className="text-sm">
        <Trans>
          Use <strong>Forgot Password?</strong> on the sign-in page to get a new link.
        </Trans>
      </p>
      <Link to={paths.auth.getHref()} className={buttonClasses({ variant: "outline" })}>
        {t`Back to Sign In`}
      </Link>
    </div>
  );
}
