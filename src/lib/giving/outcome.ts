// What a giving service answers: its value, or why it refused (the route turns that into the error envelope).

export type GivingRefusal = {
  ok: false;
  code: 'BAD_REQUEST' | 'NOT_FOUND';
  message: string;
  issues?: { path: (string | number)[]; message: string }[];
};
export type Outcome<T> = { ok: true; value: T } | GivingRefusal;

export const done = <T>(value: T): Outcome<T> => ({ ok: true, value });

/** A refused field: the message names it, and its issue points at it. */
export const badField = (field: string, message: string): GivingRefusal => ({
  ok: false,
  code: 'BAD_REQUEST',
  message: `${field}: ${message}`,
  issues: [{ path: field.split('.'), message }],
});

export const notFound = (message: string): GivingRefusal => ({ ok: false, code: 'NOT_FOUND', message });
