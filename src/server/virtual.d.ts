declare module 'virtual:astro:env/internal' {
  import type { validateEnvVariable } from 'astro/env/runtime';
  export const schema: Record<string, Parameters<typeof validateEnvVariable>[1]>;
}
