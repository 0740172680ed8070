import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    pool: 'forks',
    // Both cores (vitest leaves one to itself by default, which here is half the machine).
    maxWorkers: 2,
    // A worker keeps the modules it imported from one test file to the next: the app's ~600 modules
    // are loaded twice per run, not once per file (docs/testing.md). Nothing in the server keeps
    // state at module level that a test file could leave behind; each file builds its own app.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
