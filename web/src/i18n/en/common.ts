export const common = {
  appName: 'Agora',
  theme: { toLight: 'Switch to light theme', toDark: 'Switch to dark theme' },
  loading: 'Loading…',
} as const
