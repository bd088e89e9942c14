// JSON written inside a <script> element (the cart state, structured data): every `<` is escaped, so text from the
// catalogue or an editor such as `</script><script>…` can never end the element and start markup of its own.
export const jsonForScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
