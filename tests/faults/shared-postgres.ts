import { createPostgresDatabase, dropPostgresDatabase } from "../setup/databases";

// Empty databases on the machine's shared PostgreSQL (127.0.0.1:5432) for fault tests whose app
// servers migrate and seed them at start, as they would in production. Only the test's own
// database is ever created or dropped there.

/** Creates an empty database named after `label` and this run; `drop` removes it. */
export async function createEmptyDatabase(label: string) {
  const name = `aitools_faults_${label}_${process.pid}_${Date.now().toString(36)}`;
  const url = await createPostgresDatabase(name);
  return { name, url, drop: () => dropPostgresDatabase(name) };
}
