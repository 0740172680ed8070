import { useEffect, useState } from 'react'
import { getTheme, setTheme, type Theme } from './theme.ts'

export function useTheme(): [Theme, () => void] {
  const [theme, setState] = useState<Theme>(getTheme)
  useEffect(() => {
    const onChange = (e: Event) => setState((e as CustomEvent<Theme>).detail)
    window.addEventListener('agora:theme', onChange)
    return () => window.removeEventListener('agora:theme', onChange)
  }, [])
  return [theme, () => setTheme(theme === 'dark' ? 'light' : 'dark')]
}
