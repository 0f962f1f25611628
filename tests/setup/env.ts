// Setup of every vitest project (unit, pglite, postgres).
import "./console-errors";

// Vitest exposes Vite's BASE_URL ("/") in process.env; the app's BASE_URL is a full origin.
delete process.env.BASE_URL;
