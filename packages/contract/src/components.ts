import { z } from 'zod'
import * as activities from './activities.ts'
import * as affiliation from './affiliation.ts'
import * as auth from './auth.ts'
import * as chats from './chats.ts'
import * as communities from './communities.ts'
import * as errors from './errors.ts'
import * as dataExports from './exports.ts'
import * as links from './links.ts'
import * as moderation from './moderation.ts'
import * as mutes from './mutes.ts'
import * as notifications from './notifications.ts'
import * as posts from './posts.ts'
import * as search from './search.ts'
import * as security from './security.ts'
import * as universities from './universities.ts'
import * as users from './users.ts'

/**
 * The shapes the OpenAPI document names: each object and union the contract exports becomes
 * `components.schemas.<its export name>` (an input form gets the suffix `Input`), and every operation
 * that answers or takes it refers to it by `$ref` instead of repeating it (server/src/platform/openapi.ts).
 * The names are registered in zod's global registry, where fastify-type-provider-zod looks for them, with
 * whatever metadata (a description) the schema already had. Nothing about a shape changes.
 *
 * Left out are the query strings and path parameters (a `$ref` there would hide the parameters from the
 * document, which lists them one by one) and the socket events (no operation answers them).
 */
const UNNAMED = /(Query|Params|Filters)$|^Socket|SocketEvent$/

const MODULES = [
  activities,
  affiliation,
  auth,
  chats,
  communities,
  errors,
  dataExports,
  links,
  moderation,
  mutes,
  notifications,
  posts,
  search,
  security,
  universities,
  users,
]

for (const module of MODULES) {
  for (const [name, value] of Object.entries(module)) {
    if (!(value instanceof z.ZodType) || UNNAMED.test(name)) continue
    const kind = value._zod.def.type
    // The error codes are one long enum that every error answer repeats; other enums stay inline.
    if (kind !== 'object' && kind !== 'union' && name !== 'ErrorCode') continue
    // Some schemas are exported under two names; the first one names it.
    if (z.globalRegistry.get(value)?.id) continue
    z.globalRegistry.add(value, { ...z.globalRegistry.get(value), id: componentName(name) })
  }
}

/**
 * The document names a schema's input form by adding `Input`, so a contract name that already ends in it
 * (EventInput, the form of an Event) would collide with that: those are named `...Request` instead.
 */
function componentName(name: string): string {
  return name.endsWith('Input') ? `${name.slice(0, -'Input'.length)}Request` : name
}
