import { UniversityType } from '@agora/contract'
import { createUniversity } from '../modules/universities/index.ts'
import { CliError, type Command, parseOptions, positiveInt, required } from './command.ts'

export const universityCreate: Command = {
  name: 'university:create',
  usage:
    '--name N [--domain D ...] [--city C] [--location L] [--founded YEAR] [--website URL] [--students N] [--type public|private|foundation] [--time-zone ZONE]',
  summary: 'Create a university; addresses at a --domain (or a subdomain of it) become its members',
  prepare(args) {
    const o = parseOptions(args, {
      name: { type: 'string' },
      domain: { type: 'string', multiple: true },
      city: { type: 'string' },
      location: { type: 'string' },
      founded: { type: 'string' },
      website: { type: 'string' },
      students: { type: 'string' },
      type: { type: 'string' },
      'time-zone': { type: 'string' },
    })
    // The fields' own rules (name, domains, founded, website, students, time zone) are the service's,
    // as for POST /universities/; only the command line's spelling is checked here.
    const input = {
      name: required(o.name, 'name'),
      // Repeat --domain, or give several at once separated by commas.
      domains: (o.domain ?? []).flatMap((d) => d.split(',')).filter((d) => d.trim() !== ''),
      city: o.city,
      location: o.location,
      founded: o.founded === undefined ? undefined : positiveInt(o.founded, 'founded'),
      website: o.website,
      students: o.students === undefined ? undefined : wholeNumber(o.students, 'students'),
      type: o.type === undefined ? undefined : universityType(o.type),
      timeZone: o['time-zone'],
    }

    return async ({ db, out }) => {
      const u = await createUniversity(db, input)
      const facts = [
        u.domains.length ? `domains ${u.domains.join(', ')}` : 'no email domains',
        ...(u.city ? [`city ${u.city}`] : []),
        ...(u.founded ? [`founded ${u.founded}`] : []),
        ...(u.type ? [`type ${u.type}`] : []),
        ...(u.students !== null ? [`${u.students} students`] : []),
        ...(u.timeZone !== 'Europe/Istanbul' ? [`time zone ${u.timeZone}`] : []),
      ]
      out(`Created university ${u.name} with id ${u.id}: ${facts.join(', ')}`)
    }
  },
}

function wholeNumber(value: string, option: string): number {
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(Number(value)))
    throw new CliError(`--${option} must be a whole number, got "${value}"`)
  return Number(value)
}

function universityType(value: string): UniversityType {
  const parsed = UniversityType.safeParse(value.trim().toLowerCase())
  if (!parsed.success)
    throw new CliError(`--type must be one of ${UniversityType.options.join(', ')}, got "${value}"`)
  return parsed.data
}
