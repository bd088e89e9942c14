// The checkout islands' calls: each step posts to /api/checkout/{step}; a saved step answers where to go next, a
// refused one answers why.
import { postJson } from '../http/client';

export type StepProblem = { code: string; field: string[]; message: string };
export type StepReply = { next: string | null; userErrors: StepProblem[] };

export const postStep = <T extends StepReply = StepReply>(step: string, body: Record<string, unknown>) => postJson<T>(`/api/checkout/${step}`, body);

/** What the shop said was wrong; never an empty message. */
export const problemText = (problems: readonly StepProblem[]): string => problems.map((p) => p.message).join(' ') || 'Something went wrong. Please try again.';
