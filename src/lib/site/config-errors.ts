// Turns the astro:env schema and the process environment into one plain line per bad variable, so an operator who
// mistypes a value sees at start which variable is wrong and what it must be.
import { validateEnvVariable } from 'astro/env/runtime';

// The value of a secret is never written to a log, even a wrong one.
const SECRET = /SECRET|PASSWORD|KEY/;

type Field = Parameters<typeof validateEnvVariable>[1];

/** What a variable must be, in words: "a whole number from 1 to 65535", "one of DTC, HPSF". */
export function expectation(field: Field): string {
  switch (field.type) {
    case 'boolean':
      return 'true or false';
    case 'enum':
      return `one of ${field.values.join(', ')}`;
    case 'number': {
      const kind = field.int ? 'a whole number' : 'a number';
      if (field.min !== undefined && field.max !== undefined) return `${kind} from ${field.min} to ${field.max}`;
      if (field.min !== undefined) return `${kind} of at least ${field.min}`;
      if (field.max !== undefined) return `${kind} of at most ${field.max}`;
      return kind;
    }
    case 'string': {
      const parts = [field.url ? 'a URL' : 'text'];
      if (field.startsWith) parts.push(`starting with "${field.startsWith}"`);
      if (field.min !== undefined) parts.push(`of at least ${field.min} characters`);
      if (field.max !== undefined) parts.push(`of at most ${field.max} characters`);
      return parts.join(' ');
    }
  }
}

export function configErrors(schema: Record<string, Field>, env: Record<string, string | undefined>): string[] {
  const errors: string[] = [];
  for (const [name, field] of Object.entries(schema)) {
    const raw = env[name] === '' ? undefined : env[name];
    const result = validateEnvVariable(raw, field);
    if (result.ok) continue;
    const got =
      raw === undefined
        ? 'it is not set'
        : SECRET.test(name)
          ? `got ${raw.length} characters`
          : `got ${JSON.stringify(raw)}`;
    errors.push(`${name} must be ${expectation(field)} (${got})`);
  }
  return errors;
}
