import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PROVIDERS, SIGN_IN_PASSWORD_MIN_LENGTH } from "~/lib/field-limits";
import { checkboxRule, emailRule, newPasswordRule, requiredText } from "~/lib/field-rules";

// Spec 2 §5: the sign-in, sign-up and profile rules, with their messages. Shared by the forms
// in the browser and the actions on the server.

export const NAME_MAX_LENGTH = 100;
export const USERNAME_MIN_LENGTH = 2;
export const USERNAME_MAX_LENGTH = 50;

const EmailField = emailRule();

/**
 * Where to go once signed in (a path of this site; anything else falls back to the dashboard),
 * carried through sign-up, the confirmation email and a provider's sign-in.
 */
const ReturnPath = z.string().max(2_000).optional();

export const SignInSchema = z.object({
  email: EmailField,
  password: z
    .string({ error: `Password must be at least ${SIGN_IN_PASSWORD_MIN_LENGTH} characters` })
    .min(
      SIGN_IN_PASSWORD_MIN_LENGTH,
      `Password must be at least ${SIGN_IN_PASSWORD_MIN_LENGTH} characters`,
    )
    .max(PASSWORD_MAX_LENGTH, `Password can be at most ${PASSWORD_MAX_LENGTH} characters`),
  rememberMe: checkboxRule,
  redirectTo: ReturnPath,
});
export type SignInInput = z.infer<typeof SignInSchema>;

const passwordsMatch = {
  path: ["confirmPassword"],
  message: "Passwords don't match",
};

export const SignUpSchema = z
  .object({
    name: requiredText("Name must be at least 2 characters.")
      .min(2, "Name must be at least 2 characters.")
      .max(NAME_MAX_LENGTH, `Name can be at most ${NAME_MAX_LENGTH} characters.`),
    email: EmailField,
    password: newPasswordRule,
    confirmPassword: z.string({ error: "Passwords don't match" }),
    terms: checkboxRule.refine((value) => value, "You must agree to the terms and conditions"),
    redirectTo: ReturnPath,
  })
  .refine((input) => input.password === input.confirmPassword, passwordsMatch);
export type SignUpInput = z.infer<typeof SignUpSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailField });

export const ResetPasswordSchema = z
  .object({
    token: z.string({ error: "This reset link is not valid." }).min(1).max(200),
    password: newPasswordRule,
    confirmPassword: z.string({ error: "Passwords don't match" }),
  })
  .refine((input) => input.password === input.confirmPassword, passwordsMatch);

export const ResendSchema = z.object({ email: EmailField, redirectTo: ReturnPath });

export const ProfileSchema = z.object({
  username: requiredText("Username must be at least 2 characters")
    .min(USERNAME_MIN_LENGTH, "Username must be at least 2 characters")
    .max(USERNAME_MAX_LENGTH, `Username can be at most ${USERNAME_MAX_LENGTH} characters`),
});

export const ProviderSchema = z.object({ provider: z.enum(PROVIDERS), redirectTo: ReturnPath });

/** Deleting an account: the person types the confirmation word. */
export const DELETE_CONFIRMATION = "DELETE";
export const DeleteAccountSchema = z.object({
  confirm: z.literal(DELETE_CONFIRMATION, {
    error: `Type ${DELETE_CONFIRMATION} to confirm.`,
  }),
});
