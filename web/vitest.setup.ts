import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import i18n, { i18nReady } from './src/i18n/index.ts'
import { entryMemory } from './src/lib/use-entry-state.ts'
import { mockServer } from './src/testing/mock-api.ts'

// The Turkish table is a chunk of its own in the app; tests switch languages freely, so it is loaded once here.
await i18nReady
await i18n.loadLanguages('tr')

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
afterAll(() => mockServer.close())

afterEach(() => {
  mockServer.resetHandlers()
  cleanup()
  localStorage.clear()
  entryMemory.clear()
})
