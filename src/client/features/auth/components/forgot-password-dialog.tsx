import { zodResolver } from "@hookform/resolvers/zod";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "~/client/lib/toast";
import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/client/components/ui/dialog";
import { forgotPasswordSchema, type ForgotPasswordInput } from "~/shared/schemas/auth";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { toastAuthError } from "./enter-shop";

/** 'Forgot Password?': asks for the e-mail and sends a one-time reset link to it. */
export function ForgotPasswordDialog({ initialEmail }: { initialEmail: () => string }) {
  const [open, setOpen] = useState(false);
  const form = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });
  const requestReset = useRequestPasswordReset();
  const { errors } = form.formState;
  const { t } = useLingui();

  const onOpenChange = (next: boolean) => {
    // Starts from what the shopper already typed on the sign-in form.
    if (next) form.reset({ email: initialEmail().trim() });
    setOpen(next);
  };

  const onValid = (values: ForgotPasswordInput) =>
    requestReset.mutate(values, {
      onSuccess: () => {
        toast.success(t`Password Reset Email Sent`, { description: t`Please check your email for a password reset link.` });
        setOpen(false);
      },
      onError: (error) => toastAuthError(error, t`Error`),
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <button type="button" className="text-sm font-medium text-leaf-700 underline-offset-2 hover:underline">
          {t`Forgot Password?`}
        </button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{t`Reset Password`}</DialogTitle>
        <DialogDescription>{t`Enter your email address and we'll send you a link to reset your password.`}</DialogDescription>
        <form noValidate onSubmit={form.handleSubmit(onValid)} aria-label={t`Reset password`} className="mt-4 space-y-4">
          <FormField id="reset-email" label={t`Email`} type="email" autoComplete="email" maxLength={255} error={errors.email?.message} {...form.register("email")} />
          <Button type="submit" className="w-full" disabled={requestReset.isPending}>
            {requestReset.isPending ? t`Sending...` : t`Send Reset Link`}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
