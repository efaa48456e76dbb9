/** The shop's public origin at build time (PUBLIC_URL), or "" when unknown: see vite.config.ts. */
declare const __PUBLIC_URL__: string;
