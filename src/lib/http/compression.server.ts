// Compressing answers: brotli or gzip by the client's Accept-Encoding for every text answer the shop renders. An
// answer made for one request is compressed at brotli's fastest quality, which costs little more on the wire than the
// next ones; a page kept in the page cache is compressed once and sent many times, so it gets a more thorough one.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chooseCoding, isCompressibleType, MIN_COMPRESSED_BYTES, type Coding } from './content-coding';
import { knownBody } from './known-body';

/** `kept`: compressed once and sent many times (a shared page), so worth more time per byte. */
export function compress(body: Uint8Array, coding: Coding, kept = false): Buffer {
  if (coding === 'gzip') return gzipSync(body, { level: 6 });
  return brotliCompressSync(body, {
    params: {
      // 5 has most of brotli's gain at a small part of its best quality's time (bench/README.md).
      [constants.BROTLI_PARAM_QUALITY]: kept ? 5 : 0,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}

/** Node's buffers are views of plain ArrayBuffers (never shared ones), which is what a Response body takes. */
export const asBody = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => bytes as Uint8Array<ArrayBuffer>;

/** Adds `value` to a Vary header's list unless it is there already. */
export function varyOn(headers: Headers, value: string): void {
  const vary = headers.get('vary');
  if (!vary) headers.set('vary', value);
  else if (
    !vary
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(value.toLowerCase())
  )
    headers.set('vary', `${vary}, ${value}`);
}

/**
 * The answer compressed for this request, when it is text of some size and the client takes a coding; otherwise the
 * same answer. An answer that is already coded, has no body, or asks not to be transformed goes out as it is.
 */
export async function compressedAnswer(response: Response, request: Request): Promise<Response> {
  const type = response.headers.get('content-type');
  if (!response.body || request.method === 'HEAD' || !isCompressibleType(type)) return response;
  if (response.headers.has('content-encoding') || /no-transform/i.test(response.headers.get('cache-control') ?? ''))
    return response;
  const coding = chooseCoding(request.headers.get('accept-encoding'));
  const known = knownBody(response);
  const body = known ?? new Uint8Array(await response.arrayBuffer());
  // An answer whose stream was never read is changed in place and, uncoded, goes out as it is; one read here is made
  // again from its bytes.
  const headers = known ? response.headers : new Headers(response.headers);
  varyOn(headers, 'Accept-Encoding');
  const init = { status: response.status, statusText: response.statusText, headers };
  if (!coding || body.byteLength < MIN_COMPRESSED_BYTES) {
    headers.set('content-length', String(body.byteLength));
    return known ? response : new Response(body, init);
  }
  const coded = compress(body, coding);
  headers.set('content-encoding', coding);
  headers.set('content-length', String(coded.byteLength));
  return new Response(asBody(coded), init);
}
