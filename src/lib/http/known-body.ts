// The bytes of an answer the shop made from a string (a JSON answer), kept beside the Response so the middleware can
// compress or measure them without reading the body's stream back.
const bodies = new WeakMap<Response, Uint8Array<ArrayBuffer>>();
const encoder = new TextEncoder();

/** A Response of `text` whose bytes `knownBody` answers without reading its stream. */
export function textResponse(text: string, init: ResponseInit): Response {
  const bytes = encoder.encode(text);
  const response = new Response(bytes, init);
  bodies.set(response, bytes);
  return response;
}

/** The bytes of a Response made by `textResponse` (none for any other, nor for a copy of one). */
export const knownBody = (response: Response): Uint8Array<ArrayBuffer> | undefined => bodies.get(response);
