// Waiting for a change to reach every instance of the shop (a publish, a dropped cache key): two seconds at most.

/** Reads until `read` answers what `wanted` accepts, for two seconds at most; answers the last read either way. */
export async function within2s<T>(read: () => Promise<T>, wanted: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 2_000;
  let seen = await read();
  while (!wanted(seen) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    seen = await read();
  }
  return seen;
}
