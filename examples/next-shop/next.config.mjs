/** @type {import('next').NextConfig} */
export default {
  // The example sits inside a monorepo: its own folder is the root (Next does not guess from lockfiles).
  turbopack: { root: import.meta.dirname },
  outputFileTracingRoot: import.meta.dirname,
  experimental: {
    // Built once in a fresh folder (`pnpm test:packages`): no Turbopack cache to write that nothing reads
    // (about 3 s of CPU). A shop built again in the same folder leaves the default (on) to start warm.
    turbopackFileSystemCacheForBuild: false,
  },
};
