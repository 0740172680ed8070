import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import './src/i18n/index.ts'
import { entryMemory } from './src/lib/use-entry-state.ts'

afterEach(() => {
  cleanup()
  localStorage.clear()
  entryMemory.clear()
})
