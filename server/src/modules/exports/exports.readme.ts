import { EXPORT_LIMITS } from '@agora/contract'
import type { ExportSection } from '../../platform/contributions/export-sections.ts'

const HEADER = `Your Agora data
================

This archive holds what you have on Agora, as JSON files (UTF-8). Times are ISO 8601 in UTC.
It is kept for ${EXPORT_LIMITS.keepDays} days after it was prepared, then deleted. It never holds your
password, two-factor secret, recovery codes or session tokens.

`

/** Where the descriptions start: after the longest name (events_attending.json) and a space. */
const COLUMN = 22

/**
 * README.txt of every export: what each file holds, as the sections describe their files (files first,
 * then the media folders). Times are ISO 8601 UTC, ids are Agora's.
 */
export function exportReadme(sections: readonly ExportSection[]): string {
  const entries = sections.flatMap((section) => section.readme)
  const ordered = [
    ...entries.filter(([name]) => !name.endsWith('/')),
    ...entries.filter(([name]) => name.endsWith('/')),
  ]
  const lines = ordered.map(([name, about]) =>
    about
      .split('\n')
      .map((line, i) => (i === 0 ? `${name.padEnd(COLUMN - 1)} ${line}` : `${' '.repeat(COLUMN)}${line}`))
      .join('\n'),
  )
  return `${HEADER}${lines.join('\n')}\n`
}
