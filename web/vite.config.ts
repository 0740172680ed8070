import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vitest/config'
import { precompress } from './build/precompress.ts'

const api = process.env.AGORA_API ?? 'http://127.0.0.1:8000'

export default defineConfig({
  plugins: [tailwindcss(), precompress()],
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
              test: /node_modules[\\/](preact|react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|@tanstack[\\/](query-core|react-query))[\\/]/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // React is Preact here (package.json); the testing library's ES module asks for React's test
    // utilities, which are Preact's.
    alias: [
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
      { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
    ],
    server: { deps: { inline: [/@testing-library[\\/]react/] } },
  },
})
