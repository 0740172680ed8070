/**
 * WCAG 2 contrast ratios of the colour pairs the app uses for text, computed from the colours as
 * the stylesheet writes them (Tailwind's oklch palette, the app's hex brand tokens).
 * src/styles.test.ts holds every pair to AA; docs/decisions.md records the ratios.
 */

type Rgb = [number, number, number]

function hex(value: string): Rgb {
  const h = value.replace('#', '')
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16) / 255) as Rgb
}

/** oklch(L% C H) to gamma-encoded sRGB, clipped to the gamut as browsers do. */
function oklch(value: string): Rgb {
  const [l, c, h] = value
    .replace(/oklch\(|\)|%/g, '')
    .trim()
    .split(/\s+/)
    .map(Number) as [number, number, number]
  const L = l / 100
  const a = c * Math.cos((h * Math.PI) / 180)
  const b = c * Math.sin((h * Math.PI) / 180)
  const l_ = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3
  const m_ = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3
  const s_ = (L - 0.0894841775 * a - 1.291485548 * b) ** 3
  const linear = [
    4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
    -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
    -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_,
  ]
  return linear.map((x) => {
    const v = Math.min(1, Math.max(0, x))
    return v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055
  }) as Rgb
}

export function parseColor(value: string): Rgb {
  return value.startsWith('#') ? hex(value) : oklch(value)
}

function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

export function contrast(fg: string, bg: string): number {
  const a = luminance(parseColor(fg))
  const b = luminance(parseColor(bg))
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

/** Tailwind's palette, the values of tailwindcss/theme.css. */
export const TW: Record<string, string> = {
  white: '#ffffff',
  'slate-50': 'oklch(98.4% 0.003 247.858)',
  'slate-100': 'oklch(96.8% 0.007 247.896)',
  'slate-300': 'oklch(86.9% 0.022 252.894)',
  'slate-400': 'oklch(70.4% 0.04 256.788)',
  'slate-500': 'oklch(55.4% 0.046 257.417)',
  'slate-600': 'oklch(44.6% 0.043 257.281)',
  'slate-700': 'oklch(37.2% 0.044 257.287)',
  'slate-800': 'oklch(27.9% 0.041 260.031)',
  'slate-900': 'oklch(20.8% 0.042 265.755)',
  'slate-950': 'oklch(12.9% 0.042 264.695)',
  'red-400': 'oklch(70.4% 0.191 22.216)',
  'red-600': 'oklch(57.7% 0.245 27.325)',
  'red-700': 'oklch(50.5% 0.213 27.518)',
  'rose-400': 'oklch(71.2% 0.194 13.428)',
  'rose-700': 'oklch(51.4% 0.222 16.935)',
  'emerald-400': 'oklch(76.5% 0.177 163.223)',
  'emerald-700': 'oklch(50.8% 0.118 165.612)',
  // The brand (web/src/styles.css): the sky scale.
  'brand-logo': '#0ea5e9',
  'brand-400': '#38bdf8',
  'brand-700': '#0369a1',
  'brand-800': '#075985',
}

/** [text, background, what it is, minimum]: the text pairs at 4.5:1, focus rings at 3:1 (non-text). */
export const PAIRS: [string, string, string, number][] = [
  ['slate-900', 'white', 'light: text', 4.5],
  ['slate-500', 'white', 'light: muted text', 4.5],
  ['slate-500', 'slate-50', 'light: muted text on a raised row', 4.5],
  ['slate-600', 'slate-100', 'light: inactive tab, hovered', 4.5],
  ['brand-700', 'white', 'light: accent text and links (text-brand-500)', 4.5],
  ['brand-700', 'slate-100', 'light: accent text, hovered', 4.5],
  ['white', 'brand-700', 'both: white on a filled button (bg-brand-500)', 4.5],
  ['white', 'brand-800', 'both: white on a hovered filled button (bg-brand-600)', 4.5],
  ['red-600', 'white', 'light: error text', 4.5],
  ['white', 'red-700', 'both: error toast', 4.5],
  ['white', 'slate-900', 'light: success toast, tooltip', 4.5],
  ['rose-700', 'white', 'light: liked count', 4.5],
  ['emerald-700', 'white', 'light: reposted count', 4.5],
  ['brand-700', 'white', 'light: focus ring', 3],
  ['slate-100', 'slate-950', 'dark: text', 4.5],
  ['slate-400', 'slate-950', 'dark: muted text', 4.5],
  ['slate-400', 'slate-900', 'dark: muted text on a card or dialog', 4.5],
  ['slate-400', 'slate-800', 'dark: muted text, hovered', 4.5],
  ['brand-400', 'slate-950', 'dark: accent text and links (text-brand-500)', 4.5],
  ['brand-400', 'slate-800', 'dark: accent text, hovered', 4.5],
  ['red-400', 'slate-950', 'dark: error text', 4.5],
  ['slate-900', 'slate-100', 'dark: success toast, tooltip', 4.5],
  ['rose-400', 'slate-950', 'dark: liked count', 4.5],
  ['emerald-400', 'slate-950', 'dark: reposted count', 4.5],
  ['brand-400', 'slate-950', 'dark: focus ring', 3],
]
