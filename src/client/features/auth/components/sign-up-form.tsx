import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "~/client/components/ui/button";
import { MIN_PASSWORD_LENGTH, signUpSchema, type SignUpInput } from "~/shared/schemas/auth";
import { useAfterSignInHref } from "../api/after-sign-in";
import { useSignUp } from "../api/sign-up";
import { TextField } from "./text-field";

export function SignUpForm() {
  const form = useForm<SignUpInput>({ resolver: zodResolver(signUpSchema), defaultValues: { fullName: "", email: "", password: "" } });
  const signUp = useSignUp();
  const navigate = useNavigate();
  const afterSignInHref = useAfterSignInHref();
  const { errors } = form.formState;

  const onValid = (values: SignUpInput) =>
    signUp.mutate(values, {
      onSuccess: () => {
        toast.success("Success!", { description: "Account created successfully. You can now login." });
        void navigate(afterSignInHref, { replace: true });
      },
      onError: (error) => toast.error("Error", { description: error.message }),
    });

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} aria-label="Sign up" className="space-y-4">
      <TextField id="sign-up-name" label="Full Name" autoComplete="name" maxLength={100} error={errors.fullName?.message} {...form.register("fullName")} />
      <TextField id="sign-up-email" label="Email" type="email" autoComplete="email" maxLength={255} error={errors.email?.message} {...form.register("email")} />
      <TextField
        id="sign-up-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        error={errors.password?.message}
        {...form.register("password")}
      />
      <Button type="submit" size="lg" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending ? "Creating account..." : "Sign Up"}
      </Button>
    </form>
  );
}
