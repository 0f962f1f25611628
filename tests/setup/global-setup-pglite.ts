import type { TestProject } from "vitest/node";
import { buildPgliteTemplate } from "./databases";

export default async function setup(project: TestProject) {
  project.provide("pgliteTemplate", await buildPgliteTemplate());
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
