import { describe, expect, it } from 'vitest'
import { mediaUrl } from './media-url.ts'

describe('mediaUrl', () => {
  it.each([
    ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/a.jpg'],
    ['http://example.com/b.png', 'http://example.com/b.png'],
    [
      '/static/uploads/2026/11/21/3f0c9d4e-1b2a-4c3d-8e9f-0a1b2c3d4e5f.webp',
      '/static/uploads/2026/11/21/3f0c9d4e-1b2a-4c3d-8e9f-0a1b2c3d4e5f.webp',
    ],
    ['/static/avatars/x.png', '/static/avatars/x.png'],
    ['uploads/2026/01/02/a.jpg', '/static/uploads/2026/01/02/a.jpg'],
    ['/uploads/2026/01/02/a.jpg', '/static/uploads/2026/01/02/a.jpg'],
    ['2026/01/02/a.jpg', '/static/uploads/2026/01/02/a.jpg'],
    ['3f0c9d4e-1b2a-4c3d-8e9f-0a1b2c3d4e5f.jpg', '/static/uploads/3f0c9d4e-1b2a-4c3d-8e9f-0a1b2c3d4e5f.jpg'],
    ['images/default-banner.png', '/static/images/default-banner.png'],
    ['/logo.png', '/static/logo.png'],
  ])('%s resolves to %s', (path, url) => {
    expect(mediaUrl(path)).toBe(url)
  })

  it('answers null for no path', () => {
    expect(mediaUrl(null)).toBeNull()
    expect(mediaUrl(undefined)).toBeNull()
    expect(mediaUrl('  ')).toBeNull()
  })

  it('keeps local previews', () => {
    expect(mediaUrl('blob:http://localhost/1234')).toBe('blob:http://localhost/1234')
  })
})
