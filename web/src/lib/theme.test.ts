import { afterEach, describe, expect, it } from 'vitest'
import { applyTheme, getTheme } from './theme.ts'

describe('applyTheme', () => {
  const before = getTheme()
  afterEach(() => {
    applyTheme(before)
    for (const meta of document.querySelectorAll('meta[name="theme-color"]')) meta.remove()
  })

  it("puts the browser's bar in the page's background, whatever the system's scheme", () => {
    for (const scheme of ['light', 'dark']) {
      const meta = document.createElement('meta')
      meta.name = 'theme-color'
      meta.media = `(prefers-color-scheme: ${scheme})`
      document.head.append(meta)
    }
    const colours = () =>
      [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((m) => m.content)
    applyTheme('light')
    expect(colours()).toEqual(['#ffffff', '#ffffff'])
    expect(document.documentElement.classList.contains('dark')).toBe(false)
    applyTheme('dark')
    expect(colours()).toEqual(['#020617', '#020617'])
  })
})
