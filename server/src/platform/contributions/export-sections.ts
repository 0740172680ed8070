import { defineRegistry } from '../ports.ts'
import type { ServiceContext } from '../service-context.ts'

/**
 * The sections of a person's data export (issue 16; docs/modules.md, "Contributions by registration").
 * The exports module builds the ZIP; each module that owns a person's rows contributes its section from
 * its own register(): the files it writes and their lines in README.txt. Sections run in the order they
 * were contributed (the modules' order in MODULES), so an archive always lists its files the same way.
 */

/** The archive being written, as a section sees it. */
export interface ExportArchive {
  /** Adds `name` holding `value` as indented JSON (deflated). */
  json(name: string, value: unknown): void
  /**
   * Copies the stored media file at `path` in under `name`, as it is (images and video are already
   * compressed). False when the store no longer has it, which the export logs, unless `optional` (a
   * profile picture may be a path the store never held).
   */
  media(name: string, path: string, options?: { optional?: boolean }): Promise<boolean>
}

export interface ExportSection {
  /**
   * Its lines of README.txt: a file or a folder (ending in '/') and what it holds, wrapped with '\n'.
   * Files are listed before folders.
   */
  readme: readonly (readonly [name: string, about: string])[]
  /** Writes the person's files (their account exists; nothing secret, nothing of others but names). */
  write(ctx: ServiceContext, userId: number, archive: ExportArchive): Promise<void>
}

export const exportSections = defineRegistry<Record<string, ExportSection>>('exports.sections')

/** The lower-cased extension of a stored path ('.png'), or '' without one: media keep theirs in the ZIP. */
export function extensionOf(path: string): string {
  const match = /\.[a-z0-9]{1,8}$/i.exec(path)
  return match ? match[0].toLowerCase() : ''
}
