import { z } from "zod";

/** A tool id in an address: what the catalogue's ids are made of. */
export const ToolIdSchema = z
  .string()
  .min(1, "A tool id is required.")
  .max(100, "A tool id is at most 100 characters.")
  .regex(/^[A-Za-z0-9_-]+$/, "A tool id has only letters, digits, hyphens and underscores.");
