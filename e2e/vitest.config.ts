import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    // One browser and one server for the whole run; files share them, so run them one at a time.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // expect.poll gives up after 1 s by default: a page still loading on a busy CI machine is not a
    // failure (a private profile's notice missed its second under load).
    expect: { poll: { timeout: 15_000 } },
  },
})
