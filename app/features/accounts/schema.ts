import { z } from "zod";

// Spec 2 §5: the sign-in, sign-up and profile rules, with their messages. Shared by the forms
// in the browser and the actions on the server.

export const NAME_MAX_LENGTH = 100;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 2;
export const USERNAME_MAX_LENGTH = 50;

const text = (required: string) => z.string({ error: required }).trim();

export const EmailField = text("Please enter a valid email address.")
  .max(254, "Please enter a valid email address.")
  .pipe(z.email("Please enter a valid email address."))
  .transform((email) => email.toLowerCase());

/** A checkbox: "on" (a form), true (JSON); anything else is unchecked. */
const checkbox = z
  .union([z.string(), z.boolean()])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

/** Only a path on this site (never another origin): where to go after signing in. */
export function safeRedirect(value: unknown, fallback = "/dashboard") {
  if (typeof value !== "string") return fallback;
  if (!/^\/(?![/\\])[^\s\\]{0,500}$/.test(value)) return fallback;
  return value;
}

export const SignInSchema = z.object({
  email: EmailField,
  password: z
    .string({ error: "Password must be at least 6 characters" })
    .min(6, "Password must be at least 6 characters")
    .max(PASSWORD_MAX_LENGTH, `Password can be at most ${PASSWORD_MAX_LENGTH} characters`),
  rememberMe: checkbox,
  redirectTo: z.string().optional(),
});
export type SignInInput = z.infer<typeof SignInSchema>;

const newPassword = z
  .string({ error: "Password must be at least 8 characters" })
  .min(8, "Password must be at least 8 characters")
  .max(PASSWORD_MAX_LENGTH, `Password can be at most ${PASSWORD_MAX_LENGTH} characters`);

export const SignUpSchema = z
  .object({
    name: text("Name must be at least 2 characters.")
      .min(2, "Name must be at least 2 characters.")
      .max(NAME_MAX_LENGTH, `Name can be at most ${NAME_MAX_LENGTH} characters.`),
    email: EmailField,
    password: newPassword,
    confirmPassword: z.string({ error: "Passwords don't match" }),
    terms: checkbox.refine((value) => value, "You must agree to the terms and conditions"),
  })
  .refine((input) => input.password === input.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords don't match",
  });
export type SignUpInput = z.infer<typeof SignUpSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailField });

export const ResetPasswordSchema = z
  .object({
    token: z.string({ error: "This reset link is not valid." }).min(1).max(200),
    password: newPassword,
    confirmPassword: z.string({ error: "Passwords don't match" }),
  })
  .refine((input) => input.password === input.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords don't match",
  });

export const ResendSchema = z.object({ email: EmailField });

export const ProfileSchema = z.object({
  username: text("Username must be at least 2 characters")
    .min(USERNAME_MIN_LENGTH, "Username must be at least 2 characters")
    .max(USERNAME_MAX_LENGTH, `Username can be at most ${USERNAME_MAX_LENGTH} characters`),
});

export const PROVIDERS = ["google", "github", "oidc"] as const;
export type ProviderId = (typeof PROVIDERS)[number];
export const ProviderSchema = z.object({ provider: z.enum(PROVIDERS) });

export { fieldErrors } from "~/components/ui/form";
