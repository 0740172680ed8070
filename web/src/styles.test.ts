import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contrast, PAIRS, TW } from '../build/contrast.ts'

describe('colour contrast (WCAG AA)', () => {
  it.each(PAIRS)('%s on %s (%s) reads at the minimum', (fg, bg, _what, minimum) => {
    expect(contrast(TW[fg] as string, TW[bg] as string)).toBeGreaterThanOrEqual(minimum)
  })

  it('measures the colours the stylesheet defines', () => {
    const css = readFileSync(`${__dirname}/styles.css`, 'utf8')
    for (const step of ['400', '700', '800']) {
      expect(css).toContain(`--color-brand-${step}: ${TW[`brand-${step}`]};`)
    }
    // Fills carry white text: they must be the dark steps whatever the theme.
    expect(css).toContain('--background-color-brand-500: var(--color-brand-700);')
    expect(css).toContain('--background-color-brand-600: var(--color-brand-800);')
  })
})
