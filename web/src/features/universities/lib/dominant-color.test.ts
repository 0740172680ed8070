import { describe, expect, it } from 'vitest'
import { bannerGradient, dominantColor, FALLBACK_BLUE } from './dominant-color.ts'

const px = (...rgba: number[][]) => new Uint8ClampedArray(rgba.flat())

describe('dominantColor', () => {
  it('averages the opaque coloured pixels, leaving out white, black and transparent ones', () => {
    expect(
      dominantColor(
        px([200, 0, 0, 255], [100, 0, 0, 255], [255, 255, 255, 255], [0, 0, 0, 255], [0, 255, 0, 0]),
      ),
    ).toEqual([150, 0, 0])
  })

  it('falls back to every opaque pixel when the image is only white and black', () => {
    expect(dominantColor(px([255, 255, 255, 255], [1, 1, 1, 255]))).toEqual([128, 128, 128])
  })

  it('has no colour for a transparent image', () => {
    expect(dominantColor(px([10, 20, 30, 0]))).toBeNull()
  })

  it('draws the gradient from the colour to a darker shade', () => {
    expect(bannerGradient([100, 200, 40])).toBe('linear-gradient(135deg, rgb(100 200 40), rgb(45 90 18))')
    expect(bannerGradient(FALLBACK_BLUE)).toContain('rgb(29 78 216)')
  })
})
