// The shop's public address (PUBLIC_SITE_URL), which every link in its mail is made from: a mail client has no page
// to resolve a relative link against. A server that others can reach must be told its address; one that listens on
// this machine only (HOST unset, localhost or a loopback address: `npm start`, the tests) links to itself.

const DEFAULT_PORT = 4321;

/** Whether HOST keeps the server to this machine. */
export function isLoopbackHost(host: string | undefined): boolean {
  const name = (host ?? '').trim().toLowerCase();
  return name === '' || name === 'localhost' || name === '::1' || name === '[::1]' || /^127(\.\d{1,3}){3}$/.test(name);
}

/** One line for the start-up check when the server can be reached from elsewhere but does not know its address. */
export function publicAddressProblems(env: Record<string, string | undefined>): string[] {
  if (env.PUBLIC_SITE_URL?.trim() || isLoopbackHost(env.HOST)) return [];
  return [
    `PUBLIC_SITE_URL must be set to the shop's public address, e.g. https://shop.example.com, when HOST=${env.HOST} lets others reach the server: the links in the shop's mail are made from it`,
  ];
}

/** The origin links are made from: PUBLIC_SITE_URL's, else the loopback address the server listens on. */
export function linkOrigin(publicSiteUrl: string | undefined, host: string | undefined, port: number | undefined) {
  if (publicSiteUrl) return new URL(publicSiteUrl).origin;
  const name = isLoopbackHost(host) && host?.trim() ? host.trim() : 'localhost';
  const bracketed = name.includes(':') && !name.startsWith('[') ? `[${name}]` : name;
  return `http://${bracketed}:${port ?? DEFAULT_PORT}`;
}

/** A path of the shop as a link that opens from anywhere (a mail client): absolute, on the shop's origin. */
export const absoluteLink = (origin: string, path: string): string => new URL(path, `${origin}/`).href;
