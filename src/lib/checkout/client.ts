// The checkout islands' calls: each step posts to /api/checkout/{step}; a saved step answers where to go next, a
// refused one answers why.
import { postJson } from '../site/api-client';

export type StepProblem = { code: string; field: string[]; message: string };
export type StepReply = { next: string | null; userErrors: StepProblem[] };

export const postStep = <T extends StepReply = StepReply>(step: string, body: Record<string, unknown>) =>
  postJson<T>(`/api/checkout/${step}`, body);

/** What the shop said was wrong; never an empty message. */
export const problemText = (problems: readonly StepProblem[]): string =>
  problems.map((p) => p.message).join(' ') || 'Something went wrong. Please try again.';

/** The messages of the problems under one part of the request (`address`, `card`), by field name. */
export function fieldMessages(problems: readonly StepProblem[], part: string): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const p of problems) if (p.field[0] === part && p.field[1]) messages[p.field[1]] ??= p.message;
  return messages;
}

/** The problems not shown beside a field of `part`: the step's alert says only these, so each problem shows once. */
export const unplacedProblems = (problems: readonly StepProblem[], part: string): StepProblem[] =>
  problems.filter((p) => !(p.field[0] === part && p.field[1]));

/**
 * The fields whose message goes when the shopper changes `field`: its own, and for the ZIP and the state each
 * other's, as a ZIP that is not in the chosen state is put right by changing either.
 */
export const fieldsClearedBy = (field: string): string[] =>
  field === 'zip' || field === 'provinceCode' ? ['zip', 'provinceCode'] : [field];
