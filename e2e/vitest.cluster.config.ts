import { defineConfig } from 'vitest/config'

/** `npm run test:cluster`: the cluster of docs/deploy.md (HAProxy, two instances), no browser. */
export default defineConfig({
  test: {
    include: ['cluster/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
})
