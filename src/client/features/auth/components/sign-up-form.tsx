import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { signUpSchema, type SignUpInput } from "~/shared/schemas/auth";
import { useSignUp } from "../api/sign-up";
import { useEnterShop } from "./enter-shop";
import { passwordHint } from "./password-hint";

export function SignUpForm() {
  const form = useForm<SignUpInput>({ resolver: zodResolver(signUpSchema), defaultValues: { fullName: "", email: "", password: "" } });
  const signUp = useSignUp();
  const enterShop = useEnterShop("Success!", "Account created successfully. You can now login.");
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => signUp.mutate(values, enterShop))} aria-label="Sign up" className="space-y-4">
      <FormField id="sign-up-name" label="Full Name" autoComplete="name" maxLength={100} error={errors.fullName?.message} {...form.register("fullName")} />
      <FormField id="sign-up-email" label="Email" type="email" autoComplete="email" maxLength={255} error={errors.email?.message} {...form.register("email")} />
      <FormField id="sign-up-password" label="Password" type="password" autoComplete="new-password" hint={passwordHint} error={errors.password?.message} {...form.register("password")} />
      <Button type="submit" size="lg" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending ? "Creating account..." : "Sign Up"}
      </Button>
    </form>
  );
}
