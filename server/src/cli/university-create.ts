import { createUniversity } from '../modules/universities/index.ts'
import { type Command, parseOptions, positiveInt, required } from './command.ts'

export const universityCreate: Command = {
  name: 'university:create',
  usage: '--name N [--domain D ...] [--city C] [--location L] [--founded YEAR] [--website URL]',
  summary: 'Create a university; addresses at a --domain (or a subdomain of it) become its members',
  prepare(args) {
    const o = parseOptions(args, {
      name: { type: 'string' },
      domain: { type: 'string', multiple: true },
      city: { type: 'string' },
      location: { type: 'string' },
      founded: { type: 'string' },
      website: { type: 'string' },
    })
    const input = {
      name: required(o.name, 'name'),
      // Repeat --domain, or give several at once separated by commas.
      domains: (o.domain ?? []).flatMap((d) => d.split(',')).filter((d) => d.trim() !== ''),
      city: o.city,
      location: o.location,
      founded: o.founded === undefined ? undefined : positiveInt(o.founded, 'founded'),
      website: o.website,
    }

    return async ({ db, out }) => {
      const u = await createUniversity(db, input)
      const facts = [
        u.domains.length ? `domains ${u.domains.join(', ')}` : 'no email domains',
        ...(u.city ? [`city ${u.city}`] : []),
        ...(u.founded ? [`founded ${u.founded}`] : []),
      ]
      out(`Created university ${u.name} with id ${u.id}: ${facts.join(', ')}`)
    }
  },
}
