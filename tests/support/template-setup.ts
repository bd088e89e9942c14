// The system suite's global setup: only the run's seeded template (databases.ts), since each of its files starts the
// stores it needs itself.
import type { TestProject } from 'vitest/node';
import { makeSeededTemplate } from './databases';

export default async function setup(project: TestProject) {
  const template = await makeSeededTemplate();
  project.provide('seededTemplate', template.url);
  return () => template.drop();
}
