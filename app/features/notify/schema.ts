import { z } from "zod";
import { EmailSchema } from "~/features/newsletter/schema";

/** The coming-soon pages' "notify me" form: the same email rule as the newsletter. */
export const NotifySchema = z.object({ email: EmailSchema });
export type NotifyInput = z.infer<typeof NotifySchema>;
