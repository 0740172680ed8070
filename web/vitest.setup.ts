import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { dialogParts } from './src/components/ui/dialog.tsx'
import { floatingParts } from './src/components/ui/floating.ts'
import { loadToastRegion } from './src/components/ui/toast.tsx'
import i18n, { i18nReady, loadAllStrings } from './src/i18n/index.ts'
import { entryMemory } from './src/lib/use-entry-state.ts'
import { FakeSocket } from './src/testing/fake-socket.ts'
import { mockServer } from './src/testing/mock-api.ts'

// The Turkish table and most of the English one are chunks of their own in the app; tests switch
// languages freely and render any screen, so both are loaded once here.
await i18nReady
await loadAllStrings()
await i18n.loadLanguages('tr')

beforeAll(() => {
  mockServer.listen({ onUnhandledRequest: 'error' })
  // No socket connects in the web tests: the app's one (lib/realtime.ts) meets a fake a test can
  // drive. Set after MSW's listen, which puts its own interceptor on WebSocket.
  Object.defineProperty(globalThis, 'WebSocket', { value: FakeSocket, configurable: true, writable: true })
})
afterAll(() => mockServer.close())

// What Radix UI's parts ask of the browser and happy-dom leaves out.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}
for (const method of ['hasPointerCapture', 'setPointerCapture', 'releasePointerCapture'] as const) {
  if (!(method in Element.prototype)) Object.defineProperty(Element.prototype, method, { value: () => false })
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {}

// The toasts', dialogs', menus' and tooltips' chunks are loaded on idle in the app; a test has them
// at once.
await Promise.all([loadToastRegion(), dialogParts.load(), floatingParts.load()])

afterEach(() => {
  mockServer.resetHandlers()
  cleanup()
  localStorage.clear()
  entryMemory.clear()
  FakeSocket.reset()
})
