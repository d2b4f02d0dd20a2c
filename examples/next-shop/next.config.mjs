// Every page reads the request's cookies (the customer's token), so every page is rendered per request.
/** @type {import('next').NextConfig} */
export default {
  // The example sits inside a monorepo: the project's own folder is its root (no lockfile guessing).
  turbopack: { root: import.meta.dirname },
  outputFileTracingRoot: import.meta.dirname,
};
