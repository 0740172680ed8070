// Runs before the first paint (a classic script in <head>, not a module): a light-theme reader never
// sees a dark flash while the app's bundle loads. The same rule as src/lib/theme.ts (key 'theme').
;(() => {
  let light = false
  try {
    light = localStorage.getItem('theme') === 'light'
  } catch {}
  const root = document.documentElement
  root.classList.toggle('dark', !light)
  root.style.colorScheme = light ? 'light' : 'dark'
  const icon = document.getElementById('favicon')
  if (icon) icon.href = light ? '/favicon-light.svg' : '/favicon-dark.svg'
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) {
    meta.content = light ? '#ffffff' : '#020617'
  }
})()
