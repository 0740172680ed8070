import type { PostImage } from '@agora/contract'
import { fireEvent, screen } from '@testing-library/react'
import { rgbaToThumbHash } from 'thumbhash'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../test-utils.tsx'
import { PostMedia } from './post-media.tsx'

/** Light images (issue 31): srcset and sizes from the copies, the placeholder until the image loads. */

/** A real ThumbHash, of an 8 x 4 picture half red and half blue. */
const hash = (() => {
  const rgba = new Uint8Array(8 * 4 * 4)
  for (let i = 0; i < 32; i++) rgba.set(i % 8 < 4 ? [220, 40, 40, 255] : [40, 40, 220, 255], i * 4)
  return btoa(String.fromCharCode(...rgbaToThumbHash(8, 4, rgba)))
})()

const image = (id: number, over: Partial<PostImage> = {}): PostImage => ({
  id,
  file_path: `/static/uploads/2026/11/27/${id}.jpg`,
  original_filename: null,
  width: 2000,
  height: 1000,
  alt_text: null,
  variants: [400, 800, 1600].map((width) => ({
    width,
    file_path: `/static/uploads/2026/11/27/${id}.w${width}.webp`,
  })),
  placeholder: hash,
  ...over,
})

describe('post images', () => {
  it('offer their copies and the original in srcset, sized for the whole column', () => {
    renderApp(<PostMedia images={[image(1)]} video={null} />)
    const img = screen.getByRole('img', { name: 'Image 1 of 1' })
    expect(img).toHaveAttribute('src', '/static/uploads/2026/11/27/1.jpg')
    expect(img).toHaveAttribute(
      'srcset',
      '/static/uploads/2026/11/27/1.w400.webp 400w, /static/uploads/2026/11/27/1.w800.webp 800w, /static/uploads/2026/11/27/1.w1600.webp 1600w, /static/uploads/2026/11/27/1.jpg 2000w',
    )
    expect(img).toHaveAttribute('sizes', '(max-width: 600px) calc(100vw - 2rem), 568px')
  })

  it('size each of two images for half the column', () => {
    renderApp(<PostMedia images={[image(1), image(2)]} video={null} />)
    for (const img of screen.getAllByRole('img')) {
      expect(img).toHaveAttribute('sizes', '(max-width: 600px) calc(50vw - 1rem), 284px')
    }
  })

  it('paint the placeholder until the image has loaded, then drop it', () => {
    renderApp(<PostMedia images={[image(1)]} video={null} />)
    const img = screen.getByRole('img', { name: 'Image 1 of 1' })
    expect(img).toHaveAttribute('data-placeholder')
    expect(img.style.backgroundImage).toMatch(/^url\("?data:image\/png;base64,/)
    fireEvent.load(img)
    expect(img).not.toHaveAttribute('data-placeholder')
    expect(img.style.backgroundImage).toBe('')
  })

  it('are the original alone when there are no copies, and blank without a placeholder', () => {
    renderApp(<PostMedia images={[image(1, { variants: [], placeholder: null, width: 300 })]} video={null} />)
    const img = screen.getByRole('img', { name: 'Image 1 of 1' })
    expect(img).not.toHaveAttribute('srcset')
    expect(img).not.toHaveAttribute('sizes')
    expect(img).not.toHaveAttribute('data-placeholder')
    expect(img.style.backgroundImage).toBe('')
  })

  it('ignore a placeholder that does not decode', () => {
    renderApp(<PostMedia images={[image(1, { placeholder: '%%%' })]} video={null} />)
    expect(screen.getByRole('img')).not.toHaveAttribute('data-placeholder')
  })
})
