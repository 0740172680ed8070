// The offline page's one script (an external file: the content security policy allows no inline script).
// It keeps the reader's language and theme as the app stores them (src/i18n/index.ts, src/lib/theme.ts);
// without it both languages show and the theme follows the system.
;(() => {
  let locale = null
  let theme = null
  try {
    locale = localStorage.getItem('locale')
    theme = localStorage.getItem('theme')
  } catch {}
  if (locale !== 'en' && locale !== 'tr') locale = /^tr\b/i.test(navigator.language) ? 'tr' : 'en'
  document.documentElement.lang = locale
  for (const section of document.querySelectorAll('section[lang]')) section.hidden = section.lang !== locale
  if (theme === 'light' || theme === 'dark') document.documentElement.classList.add(theme)
  for (const button of document.querySelectorAll('[data-retry]')) {
    button.addEventListener('click', () => location.reload())
  }
})()
