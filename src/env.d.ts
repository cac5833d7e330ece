/// <reference types="astro/client" />
// For plain `tsc`: .astro components are typed by Astro's own tooling; here they are opaque components.
declare module '*.astro' {
  const Component: (props: Record<string, unknown>) => unknown;
  export default Component;
}
