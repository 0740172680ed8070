import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { firstScreenChunk } from './build/first-screen-chunk.ts'
import { firstScreenPreload } from './build/first-screen-preload.ts'
import { precompress } from './build/precompress.ts'
import { testsThatMock } from './build/test-projects.ts'

// Test files that replace a module run in a graph of their own (build/test-projects.ts).
const mocking = testsThatMock(fileURLToPath(new URL('.', import.meta.url)))
const api = process.env.AGORA_API ?? 'http://127.0.0.1:8000'
// Home, the first screen of a signed-in reader, beyond the entry: one chunk (build/first-screen-chunk.ts).
const home = firstScreenChunk({
  entry: 'src/main.tsx',
  screens: ['src/app/layout/app-layout.tsx', 'src/features/home/routes/home-page.tsx'],
})

export default defineConfig({
  plugins: [react(), tailwindcss(), home.plugin, firstScreenPreload(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': { target: api, ws: true }, '/static': api },
  },
  // The manifest lets the bench work out what each route downloads first (server/bench/web-bundle.ts).
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // Every screen needs the framework (React, the router, i18next, TanStack Query): one file for it
        // instead of the dozen small shared chunks the splitter makes, fewer requests on a slow link.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|@tanstack[\\/](query-core|react-query))[\\/]/,
              priority: 20,
            },
            home.group,
            home.entryGroup,
          ],
          // A group holds the modules its test names, not their imports too: Home's chunk must not take
          // the modules the entry shares with it.
          includeDependenciesRecursively: false,
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    // Both cores (vitest leaves one to itself by default, which here is half the machine).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: ['src/**/*.test.{ts,tsx}'], exclude: mocking, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: mocking.length ? mocking : ['-'], isolate: true } },
    ],
  },
})
