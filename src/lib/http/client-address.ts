// Who is asking, for per-client limits (DESIGN §5): the socket's address, or, when the socket is one of the
// operator's proxies (TRUSTED_PROXIES: addresses or CIDR ranges), the address that proxy saw, read from the right
// of X-Forwarded-For and skipping further trusted proxies. An entry a client wrote itself is never taken while an
// untrusted address stands to its right, so rotating the header changes nothing.
import { BlockList, isIP } from 'node:net';

export type TrustedProxies = { list: BlockList; empty: boolean };

const plain = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** The proxies from TRUSTED_PROXIES (comma-separated addresses or CIDR ranges), or what is wrong with the value. */
export function parseTrustedProxies(value: string | undefined): TrustedProxies | { error: string } {
  const list = new BlockList();
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.split('/');
    const version = isIP(plain(address));
    const prefix = bits === undefined ? null : Number(bits);
    const valid =
      version !== 0 &&
      extra === undefined &&
      (prefix === null || (/^\d{1,3}$/.test(bits ?? '') && prefix <= (version === 6 ? 128 : 32)));
    if (!valid) return { error: `TRUSTED_PROXIES: "${entry}" is not an IP address or a CIDR range such as 10.0.0.0/8` };
    if (prefix === null) list.addAddress(plain(address), family(plain(address)));
    else list.addSubnet(plain(address), prefix, family(plain(address)));
  }
  return { list, empty: entries.length === 0 };
}

/** Whether the peer on the socket is one of the operator's proxies, whose forwarded headers are believed. */
export function fromTrustedProxy(socketAddress: string | undefined, proxies: TrustedProxies): boolean {
  const peer = socketAddress ? plain(socketAddress) : '';
  return !proxies.empty && isIP(peer) !== 0 && proxies.list.check(peer, family(peer));
}

export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | null,
  proxies: TrustedProxies,
): string {
  let current = socketAddress ? plain(socketAddress) : '';
  if (!current) return 'unknown';
  if (proxies.empty) return current;
  const hops = (forwardedFor ?? '')
    .split(',')
    .map(plain)
    .filter((hop) => isIP(hop) !== 0);
  while (proxies.list.check(current, family(current)) && hops.length > 0) current = hops.pop()!;
  return current;
}
