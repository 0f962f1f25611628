// Where the browser tests' servers and peers listen. E2E_PORT_BASE lets two runs share a machine.
export const E2E_PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4310);
export const PGLITE_PORT = E2E_PORT_BASE;
export const POSTGRES_PORT = E2E_PORT_BASE + 1;
export const SMTP_PORT = E2E_PORT_BASE + 20;
export const OIDC_PORT = E2E_PORT_BASE + 21;
/** Every message the SMTP peer receives is kept here as a file. */
export const MAIL_DIR = `.e2e/mail-${E2E_PORT_BASE}`;
/** Administrators of the test servers (ADMIN_EMAILS): each signs up once per server. */
export const ADMIN_EMAILS = [
  "admin-overview@example.com",
  "admin-editor@example.com",
  "admin-import@example.com",
  "admin-refresh@example.com",
  "admin-jobs@example.com",
  "admin-vocabulary@example.com",
  "admin-layout@example.com",
  "admin-comments@example.com",
  "admin-submissions@example.com",
  "admin-inbox@example.com",
  "admin-subscribers@example.com",
  "admin-reports@example.com",
  "admin-reviews@example.com",
  "admin-light@example.com",
  "admin-dark@example.com",
  "admin-withdrawn-reviews@example.com",
  "admin-errors@example.com",
  "admin-edits-phone@example.com",
  "admin-edits-desktop@example.com",
  "admin-owner-edits-phone@example.com",
  "admin-owner-edits-desktop@example.com",
  "admin-dashboard-phone@example.com",
  "admin-dashboard-desktop@example.com",
] as const;

/** The newsletter offer the PostgreSQL server is configured with; the embedded one has none. */
export const NEWSLETTER_OFFER = "Early access to tools before they launch";
