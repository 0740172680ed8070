import { renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bannerGradient, dominantColor, FALLBACK_BLUE, useDominantColor } from './dominant-color.ts'

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

describe('useDominantColor', () => {
  class LoadingImage {
    crossOrigin = ''
    onload: (() => void) | null = null
    set src(_value: string) {
      setTimeout(() => this.onload?.(), 0)
    }
  }

  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('samples the loaded avatar on a canvas', async () => {
    vi.stubGlobal('Image', LoadingImage)
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: () => {},
      getImageData: () => ({ data: new Uint8ClampedArray([200, 40, 40, 255]) }),
    } as unknown as CanvasRenderingContext2D)
    const { result } = renderHook(() => useDominantColor('/static/uploads/logo.png'))
    expect(result.current).toEqual(FALLBACK_BLUE)
    await waitFor(() => expect(result.current).toEqual([200, 40, 40]))
  })

  it('stays blue when the canvas cannot be read (a tainted canvas throws)', async () => {
    vi.stubGlobal('Image', LoadingImage)
    const getImageData = vi.fn(() => {
      throw new DOMException('tainted', 'SecurityError')
    })
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: () => {},
      getImageData,
    } as unknown as CanvasRenderingContext2D)
    const { result } = renderHook(() => useDominantColor('https://elsewhere.example/logo.png'))
    await waitFor(() => expect(getImageData).toHaveBeenCalled())
    expect(result.current).toEqual(FALLBACK_BLUE)
  })

  it('is blue without an avatar', () => {
    const { result } = renderHook(() => useDominantColor(null))
    expect(result.current).toEqual(FALLBACK_BLUE)
  })
})
