import { z } from "zod";

/**
 * The profile's alert setting: the switch posts the state it turns to, so one click turns the
 * alerts on or off (docs/product.md#profile).
 */
export const AlertSettingSchema = z.object({
  alerts: z.enum(["on", "off"], { error: 'Send "on" or "off".' }),
});
export type AlertSettingInput = z.infer<typeof AlertSettingSchema>;
