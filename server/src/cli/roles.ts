import { Role } from '@agora/contract'
import { CliError } from './command.ts'

/** A site role as typed on a command line: "uniadmin" is UniAdmin. */
export function parseRole(value: string): Role {
  const role = Role.options.find((r) => r.toLowerCase() === value.trim().toLowerCase())
  if (!role) throw new CliError(`--role must be one of ${Role.options.join(', ')}, got "${value}"`)
  return role
}
