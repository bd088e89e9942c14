// A component file as plain `tsc` sees it: it cannot read .astro files (astro check can), so to it each is one of
// Astro's component factories, which is what these tests hand the container.
declare module '*.astro' {
  const Component: import('astro/runtime/server/index.js').AstroComponentFactory;
  export default Component;
}
