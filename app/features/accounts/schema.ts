import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PROVIDERS, SIGN_IN_PASSWORD_MIN_LENGTH } from "~/lib/field-limits";
import { checkboxRule, emailRule, newPasswordRule, requiredText } from "~/lib/field-rules";
import { SITE } from "~/lib/site";
import {
  DELETE_CONFIRMATION,
  NAME_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from "./constants";

// docs/product.md#sign-in-and-sign-up: the sign-in, sign-up and profile rules, with their messages.
// Shared by the forms in the browser and the actions on the server.

const EmailField = emailRule();

/** Words that would let a person pass as the site's own team, in a name or username. */
const TEAM_WORDS = new Set([
  "admin",
  "administrator",
  "moderator",
  "mod",
  "staff",
  "official",
  "support",
]);

/** Letters people write as digits or signs to get past a list of words. */
const LOOKALIKES: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
  "!": "i",
  "|": "l",
};

const siteName = SITE.name.toLowerCase().replace(/[^a-z]/g, "");

function words(text: string) {
  return text.split(/[^a-z]+/).map((word) => word.replace(/s$/, ""));
}

/**
 * Whether a name shown beside what a person writes (a review's author) could pass for the
 * site's team: it contains the site's name, or a word such as admin, staff or official, however
 * it is cased, spaced, accented or spelt with look-alike digits (Adm1n, admin2, SiteAdmin).
 */
export function passesForTheSite(name: string) {
  const plain = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
  const spelt = plain.replace(/[0-9@$!|]/g, (sign) => LOOKALIKES[sign] ?? sign);
  if (spelt.replace(/[^a-z]/g, "").includes(siteName)) return true;
  return [...words(plain), ...words(spelt)].some((word) => TEAM_WORDS.has(word));
}

const NOT_THE_SITE = "This name is kept for the site's own team. Please choose another.";

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
      .max(NAME_MAX_LENGTH, `Name can be at most ${NAME_MAX_LENGTH} characters.`)
      .refine((name) => !passesForTheSite(name), NOT_THE_SITE),
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
    .max(USERNAME_MAX_LENGTH, `Username can be at most ${USERNAME_MAX_LENGTH} characters`)
    .refine((username) => !passesForTheSite(username), NOT_THE_SITE),
});

/** The answer when another person has the username already, in any letter case. */
export const USERNAME_TAKEN = "This username is taken. Please choose another.";

export const ProviderSchema = z.object({ provider: z.enum(PROVIDERS), redirectTo: ReturnPath });

/** Deleting an account: the person types the confirmation word. */
export const DeleteAccountSchema = z.object({
  confirm: z.literal(DELETE_CONFIRMATION, {
    error: `Type ${DELETE_CONFIRMATION} to confirm.`,
  }),
});
