// The server's memory under load (issue: speed). V8 lets the heap grow by a factor it picks from how fast the program
// allocates, up to four times what was live after the last full collection. A busy shop allocates fast (every request
// makes its Request, Response, streams and rows), so after start the heap grew to 154 MB before the first full
// collection found 54 MB of it live: the rest was garbage, and the process held 253-276 MB under the add-to-cart load.
// Letting it only double keeps it near 215 MB, at a full collection every few seconds of that load (some 12 ms each,
// most of the marking done in steps between requests); growing by half kept it near 185 MB but cost some CPU an add.
import { setFlagsFromString } from 'node:v8';

/** How far the heap may grow past what was live after a full collection before the next one, in percent. */
export const HEAP_GROWING_PERCENT = 100;

const GROWTH_FLAG = /^--heap[-_]growing[-_]percent(=|$)/;

/** Whether the server was started with its own growth (`node --heap-growing-percent=N …`): that choice stands. */
export const growthChosenAtStart = (execArgv: readonly string[]): boolean =>
  execArgv.some((arg) => GROWTH_FLAG.test(arg));

/** Sets the heap's growth unless the operator chose one; answers whether it set it. Call it before the heap grows. */
export function limitHeapGrowth(execArgv: readonly string[] = process.execArgv): boolean {
  if (growthChosenAtStart(execArgv)) return false;
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  return true;
}
