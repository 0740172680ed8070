/**
 * The settings navigation of spec 000 section 2, group by group, with issue 16's Muted words,
 * two-factor sign-in, sessions, Account standing and Download your data.
 */
export const SETTINGS_GROUPS = [
  {
    id: 'account',
    sections: [
      'account',
      'password',
      'two-factor',
      'sessions',
      'account-standing',
      'calendar',
      'data-export',
      'delete-account',
    ],
  },
  {
    id: 'security',
    sections: ['your-posts', 'visibility', 'direct-messages', 'mute-block', 'muted-words'],
  },
  { id: 'notifications', sections: ['filters', 'preferences', 'push', 'mail-digest'] },
  { id: 'accessibility', sections: ['accessibility-options', 'display', 'language'] },
  { id: 'help', sections: ['help'] },
] as const

export type SettingsGroup = (typeof SETTINGS_GROUPS)[number]['id']
export type SettingsSection = (typeof SETTINGS_GROUPS)[number]['sections'][number]

/** Where a wide screen opens when the address names no section. */
export const DEFAULT_SECTION: SettingsSection = 'account'

const ALL_SECTIONS: readonly string[] = SETTINGS_GROUPS.flatMap((g) => g.sections)

/** The section named by ?section=..., or null for none or an unknown name. */
export function parseSection(value: string | null): SettingsSection | null {
  return value !== null && ALL_SECTIONS.includes(value) ? (value as SettingsSection) : null
}

export function groupOf(section: SettingsSection): SettingsGroup {
  const group = SETTINGS_GROUPS.find((g) => (g.sections as readonly string[]).includes(section))
  return group ? group.id : 'account'
}
