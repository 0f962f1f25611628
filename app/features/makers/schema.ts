import { z } from "zod";
import { emailRule } from "~/lib/field-rules";

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
