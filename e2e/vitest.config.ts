import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // One browser and one server for the whole run; files share them, so run them one at a time.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
})
