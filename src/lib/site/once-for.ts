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
