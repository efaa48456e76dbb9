import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "~/client/components/ui/button";
import { signInSchema, type SignInInput } from "~/shared/schemas/auth";
import { useAfterSignInHref } from "../api/after-sign-in";
import { useSignIn } from "../api/sign-in";
import { ForgotPasswordDialog } from "./forgot-password-dialog";
import { TextField } from "./text-field";

export function SignInForm() {
  const form = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: "", password: "" } });
  const signIn = useSignIn();
  const navigate = useNavigate();
  const afterSignInHref = useAfterSignInHref();
  const { errors } = form.formState;

  const onValid = (values: SignInInput) =>
    signIn.mutate(values, {
      onSuccess: () => {
        toast.success("Welcome back!", { description: "You've successfully signed in." });
        void navigate(afterSignInHref, { replace: true });
      },
      onError: (error) => toast.error("Error", { description: error.message }),
    });

  return (
    <>
      <form noValidate onSubmit={form.handleSubmit(onValid)} aria-label="Sign in" className="space-y-4">
        <TextField
          id="sign-in-email"
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={255}
          error={errors.email?.message}
          {...form.register("email")}
        />
        <TextField
          id="sign-in-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        <Button type="submit" size="lg" className="w-full" disabled={signIn.isPending}>
          {signIn.isPending ? "Signing in..." : "Sign In"}
        </Button>
      </form>
      {/* Outside the form: the dialog's own form must not submit this one (React events bubble through portals). */}
      <div className="mt-3 text-center">
        <ForgotPasswordDialog initialEmail={() => form.getValues("email")} />
      </div>
    </>
  );
}
