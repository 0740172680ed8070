import { describe, expect, it } from 'vitest'
import { METADATA_LIMITS, parsePageMetadata, plainText } from './parse.ts'

const PAGE = 'https://news.example.edu/2026/11/campus-library/?ref=feed'

describe('parsePageMetadata', () => {
  it('reads an Open Graph page, preferring og: to the plain tags', () => {
    const html = `<!doctype html><html lang="en"><head>
      <meta charset="utf-8">
      <title>Library opens 24/7 | Campus News</title>
      <meta name="description" content="The plain description">
      <meta property="og:title" content="The library opens around the clock">
      <meta property="og:description" content="From December, the main library stays open at night during exams.">
      <meta property="og:site_name" content="Campus News">
      <meta property="og:image" content="https://cdn.example.edu/img/library.jpg">
      <meta property="og:url" content="https://news.example.edu/2026/11/campus-library/">
      <meta name="twitter:title" content="Twitter title">
    </head><body><h1>Library</h1></body></html>`
    expect(parsePageMetadata(html, PAGE)).toEqual({
      title: 'The library opens around the clock',
      description: 'From December, the main library stays open at night during exams.',
      siteName: 'Campus News',
      imageUrl: 'https://cdn.example.edu/img/library.jpg',
      canonicalUrl: 'https://news.example.edu/2026/11/campus-library/',
    })
  })

  it('falls back to Twitter card tags, then <title> and <meta name="description">', () => {
    const twitter = `<head><title>Plain</title>
      <meta name="twitter:card" content="summary_large_image">
      <meta name="twitter:title" content="Tweeted title">
      <meta name="twitter:description" content="Tweeted description">
      <meta name="twitter:image" content="/t.png"></head>`
    expect(parsePageMetadata(twitter, PAGE)).toMatchObject({
      title: 'Tweeted title',
      description: 'Tweeted description',
      imageUrl: 'https://news.example.edu/t.png',
    })
    const plain = `<html><head><TITLE>  Department of
      Physics  </TITLE><META NAME="Description" CONTENT="Research and teaching."></head></html>`
    expect(parsePageMetadata(plain, PAGE)).toEqual({
      title: 'Department of Physics',
      description: 'Research and teaching.',
      siteName: null,
      imageUrl: null,
      canonicalUrl: null,
    })
  })

  it('answers nulls for a page with none of the fields', () => {
    expect(parsePageMetadata('<p>hello', PAGE)).toEqual({
      title: null,
      description: null,
      siteName: null,
      imageUrl: null,
      canonicalUrl: null,
    })
    expect(parsePageMetadata('', PAGE).title).toBeNull()
    // Empty and blank values count as missing, so the next source is used.
    const blank =
      '<title>Fallback</title><meta property="og:title" content="   "><meta property="og:image" content="">'
    expect(parsePageMetadata(blank, PAGE)).toMatchObject({ title: 'Fallback', imageUrl: null })
  })

  it('decodes entities once and keeps no markup', () => {
    const html = `<head>
      <title>Tom &amp; Jerry &#8211; &quot;Reunion&quot; &lt;3</title>
      <meta property="og:description" content="&lt;p&gt;Bold &lt;b&gt;claims&lt;/b&gt; &amp;amp; caf&eacute;&lt;/p&gt;">
      <meta property="og:site_name" content="&#x1F4DA; Books&nbsp;&amp;&nbsp;More">
    </head>`
    const card = parsePageMetadata(html, PAGE)
    expect(card.title).toBe('Tom & Jerry – "Reunion" <3')
    expect(card.description).toBe('Bold claims &amp; café')
    expect(card.siteName).toBe('📚 Books & More')
  })

  it('never takes a script or a style for text, nor an <svg> title for the page title', () => {
    const html = `<head><script>document.title = "<title>Injected</title>"</script>
      <style>title { color: red }</style></head><body><svg><title>Icon</title></svg>
      <title>Late body title</title></body>`
    expect(parsePageMetadata(html, PAGE).title).toBeNull()
    const svgFirst = '<svg><title>Icon</title></svg><title>Page</title>'
    expect(parsePageMetadata(svgFirst, PAGE).title).toBe('Page')
  })

  it('resolves a relative image and canonical URL against the page, or its <base>', () => {
    const html = `<head><link rel="canonical" href="../campus-library/">
      <meta property="og:image" content="//cdn.example.edu/a.jpg"></head>`
    expect(parsePageMetadata(html, PAGE)).toMatchObject({
      canonicalUrl: 'https://news.example.edu/2026/11/campus-library/',
      imageUrl: 'https://cdn.example.edu/a.jpg',
    })
    const based =
      '<head><base href="https://static.example.org/assets/"><meta property="og:image" content="x.png"></head>'
    expect(parsePageMetadata(based, PAGE).imageUrl).toBe('https://static.example.org/assets/x.png')
    const imageSrc = '<head><link rel="image_src" href="/logo.png"></head>'
    expect(parsePageMetadata(imageSrc, PAGE).imageUrl).toBe('https://news.example.edu/logo.png')
  })

  it('keeps only http(s) image and canonical URLs, taking the next candidate otherwise', () => {
    const html = `<head>
      <meta property="og:image" content="javascript:alert(1)">
      <meta property="og:image:secure_url" content="data:image/png;base64,AAAA">
      <meta name="twitter:image" content="file:///etc/passwd">
      <meta name="twitter:image:src" content="https://user:pw@cdn.example.edu/x.png">
      <link rel="image_src" href="https://cdn.example.edu/ok.png">
      <link rel="canonical" href="ftp://files.example.edu/">
      <meta property="og:url" content="https://news.example.edu/canonical">
      <base href="javascript:void(0)/"></head>`
    expect(parsePageMetadata(html, PAGE)).toMatchObject({
      imageUrl: 'https://cdn.example.edu/ok.png',
      canonicalUrl: 'https://news.example.edu/canonical',
    })
    const none = '<meta property="og:image" content="javascript:alert(1)">'
    expect(parsePageMetadata(none, PAGE).imageUrl).toBeNull()
  })

  it('cuts long fields to their limits with an ellipsis, never inside a character', () => {
    const long = 'word '.repeat(300)
    const emoji = '👩‍🎓'.repeat(150)
    const html = `<head><title>${long}</title><meta property="og:description" content="${long}${long}">
      <meta property="og:site_name" content="${emoji}"></head>`
    const card = parsePageMetadata(html, PAGE)
    expect([...(card.title ?? '')].length).toBeLessThanOrEqual(METADATA_LIMITS.title)
    expect(card.title).toMatch(/^word( word)+…$/)
    expect([...(card.description ?? '')].length).toBeLessThanOrEqual(METADATA_LIMITS.description)
    expect(card.description?.endsWith('…')).toBe(true)
    const site = card.siteName ?? ''
    expect([...site].length).toBeLessThanOrEqual(METADATA_LIMITS.siteName)
    // Whole graduates only: each is 3 code points (woman, joiner, cap), plus the ellipsis.
    expect(site).toBe(`${'👩‍🎓'.repeat(33)}…`)
  })

  it('removes control characters and bidirectional overrides', () => {
    const html = '<title>Safe\u0007 title \u202eevil\u202c</title>'
    expect(parsePageMetadata(html, PAGE).title).toBe('Safe title evil')
  })

  it('reads a huge page quickly, stopping at <body>', () => {
    const filler = `<div class="post"><p>${'x'.repeat(200)}</p></div>`.repeat(4000)
    const html = `<html><head><meta property="og:title" content="Big"></head><body>${filler}
      <meta property="og:description" content="too late"></body></html>`
    expect(html.length).toBeGreaterThan(900_000)
    const started = performance.now()
    const card = parsePageMetadata(html, PAGE)
    expect(performance.now() - started).toBeLessThan(500)
    expect(card).toMatchObject({ title: 'Big', description: null })
    // Without a <head>, the tags are still found; past the first MiB nothing is read.
    const headless = `<meta property="og:title" content="Headless">${'<p>filler</p>'.repeat(90_000)}<title>t</title>`
    expect(parsePageMetadata(headless, PAGE)).toMatchObject({ title: 'Headless' })
    expect(parsePageMetadata(`${' '.repeat(1024 * 1024)}<title>Hidden</title>`, PAGE).title).toBeNull()
  })
})

describe('plainText', () => {
  it.each([
    [undefined, null],
    ['', null],
    [' \n\t ', null],
    ['a\n\n  b\tc', 'a b c'],
    ['<em>x</em> < y', 'x < y'],
    ['1 <2 and 3> 2', '1 <2 and 3> 2'],
  ])('%j is %j', (value, expected) => {
    expect(plainText(value, 50)).toBe(expected)
  })
})
