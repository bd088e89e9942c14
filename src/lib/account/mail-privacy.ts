// What the outbox page may show of a mail: everything but the secrets in it. A password-reset link carries a token
// that signs its holder in as the customer, so the page shows that it was sent, never the token.
export const withoutSecrets = (body: string): string => body.replace(/([?&]token=)[^\s&#]+/g, '$1(hidden)');
