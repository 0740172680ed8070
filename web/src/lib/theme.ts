export type Theme = 'dark' | 'light'
const KEY = 'theme'

export function getTheme(): Theme {
  return localStorage.getItem(KEY) === 'light' ? 'light' : 'dark'
}

/** Puts the theme on <html> and swaps the favicon to match (spec 001 section 1). */
export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark')
  document.documentElement.style.colorScheme = theme
  const icon = document.getElementById('favicon') as HTMLLinkElement | null
  if (icon) icon.href = `/favicon-${theme}.svg`
  // The browser's bar (and an installed app's title bar) in the page's background (index.html).
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    meta.content = theme === 'light' ? '#ffffff' : '#020617'
  }
}

export function setTheme(theme: Theme): void {
  localStorage.setItem(KEY, theme)
  applyTheme(theme)
  window.dispatchEvent(new CustomEvent<Theme>('agora:theme', { detail: theme }))
}
