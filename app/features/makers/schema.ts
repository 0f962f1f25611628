import { z } from "zod";
import { emailRule, ToolIdSchema } from "~/lib/field-rules";

// The claim page's forms (docs/product.md#claiming-a-listing), checked in the browser and again on
// the server.

export const ClaimCodeRequestSchema = z.object({
  email: emailRule({ required: "Give an address on the tool's domain." }),
});

export const ClaimCodeSchema = z.object({
  code: z
    .string({ error: "Type the 6-digit code from the email." })
    .trim()
    .transform((code) => code.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "Type the 6-digit code from the email.")),
});

export const ClaimCheckSchema = z.object({});

const NOTE_RULE = "Say how we can check it, in 20 to 1,000 characters.";

/** A maker's request that an administrator decide the claim. */
export const ClaimRequestSchema = z.object({
  note: z.string({ error: NOTE_RULE }).trim().min(20, NOTE_RULE).max(1000, NOTE_RULE),
});

/** An administrator names an owner (or a new one). */
export const OwnerGrantSchema = z.object({
  toolId: ToolIdSchema,
  email: emailRule({ required: "Give the email of the account to name." }),
});

export const OwnerRevokeSchema = z.object({ toolId: ToolIdSchema });

const claimId = z.coerce
  .number({ error: "This claim is not one the page knows." })
  .int()
  .positive("This claim is not one the page knows.");

export const ClaimGrantSchema = z.object({ claimId });

const REASON_RULE = "Say why, in 10 to 500 characters: the maker is told.";
export const ClaimRefuseSchema = z.object({
  claimId,
  reason: z.string({ error: REASON_RULE }).trim().min(10, REASON_RULE).max(500, REASON_RULE),
});

/**
 * The profile's setting of owners' emails: the switch posts the state it turns to
 * (docs/product.md#profile).
 */
export const OwnerMailSettingSchema = z.object({
  ownerMail: z.enum(["on", "off"], { error: 'Send "on" or "off".' }),
});

/** The period a `?days=` asks for; the default, 30, for anything else. */
export const DashboardPeriodSchema = z.coerce
  .number()
  .pipe(z.union([z.literal(7), z.literal(30), z.literal(90)]))
  .catch(30);
