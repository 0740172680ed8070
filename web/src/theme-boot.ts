import { applyTheme, getTheme } from './lib/theme.ts'

// Runs before the app renders so that a light-theme user never sees a dark flash.
applyTheme(getTheme())
