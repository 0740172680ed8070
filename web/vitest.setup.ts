import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import './src/i18n/index.ts'

afterEach(() => {
  cleanup()
  localStorage.clear()
})
