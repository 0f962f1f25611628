import type { TestProject } from "vitest/node";
import { buildPostgresTemplate, dropPostgresDatabase } from "./databases";

export default async function setup(project: TestProject) {
  const template = await buildPostgresTemplate();
  project.provide("postgresTemplate", template);
  return async () => dropPostgresDatabase(template);
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}
