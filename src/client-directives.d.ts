// The project's own client directive, for the type checker (src/integrations/interaction-directive.mjs registers it).
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the shopper's first interaction, or on the page event the value names. */
    'client:interaction'?: boolean | string;
  }
}
