// Values worked out from the loaded catalogue's objects, made once per object and kept as long as it is. The catalogue
// never changes an object it has handed out: a change to a product, a price or a deal is a catalogue loaded again,
// which is new objects, so nothing kept here can be stale, and what the old objects made goes with them.

/** `make`, called once for each key and then answered from memory for as long as the key lives. */
export function onceFor<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const made = new WeakMap<K, V>();
  return (key) => {
    if (made.has(key)) return made.get(key) as V;
    const value = make(key);
    made.set(key, value);
    return value;
  };
}

/**
 * A value made once per owner and key, for what an owner makes in a few variants (a card per ZIP, an island per set
 * of props): the last `limit` keys of each owner are kept, the first made going first, and the owner's values go
 * with it.
 */
export function keptFor<K extends object, V>(limit: number): (owner: K, key: string, make: () => V) => V {
  const kept = new WeakMap<K, Map<string, V>>();
  return (owner, key, make) => {
    let values = kept.get(owner);
    if (!values) kept.set(owner, (values = new Map()));
    if (values.has(key)) return values.get(key) as V;
    const value = make();
    if (values.size >= limit) values.delete(values.keys().next().value as string);
    values.set(key, value);
    return value;
  };
}
