import { z } from 'zod'
import { limitQuery, pageQuery } from './paging.ts'

/** A university's kind, as the specification's labels name it. */
export const UniversityType = z.enum(['public', 'private', 'foundation'])
export type UniversityType = z.infer<typeof UniversityType>

/** What the viewer may do on the university's pages: the client shows controls from these. */
export const UniversityAbilities = z.object({
  /** Add events and announcements: a site admin, or a UniAdmin of this university. */
  can_add_content: z.boolean(),
  /** Post to its post list: a verified member of this university. */
  can_post: z.boolean(),
  /** Edit its name, figures, domains, avatar and banner: site admins only. */
  can_edit: z.boolean(),
  /**
   * Add, rename and delete its faculties and departments, and list its members with their
   * affiliation (issue 17): a site admin, or a UniAdmin of this university.
   */
  can_manage_structure: z.boolean(),
})
export type UniversityAbilities = z.infer<typeof UniversityAbilities>

/**
 * The University entity of spec 000 and 001 section 3. `students` is the official figure an
 * administrator sets (null when not set); `members` is how many of its users are here.
 */
export const University = z.object({
  id: z.number().int(),
  name: z.string(),
  type: UniversityType.nullable(),
  city: z.string().nullable(),
  location: z.string().nullable(),
  founded: z.number().int().nullable(),
  students: z.number().int().nullable(),
  members: z.number().int(),
  members_count: z.number().int(),
  website: z.string().nullable(),
  avatar_url: z.string().nullable(),
  banner_url: z.string().nullable(),
  domains: z.array(z.string()),
  /** The time zone its events' dates and times are in (IANA name; Europe/Istanbul by default). */
  time_zone: z.string(),
  abilities: UniversityAbilities,
})
export type University = z.infer<typeof University>
/** GET /universities/ (with the x-total-count header). */
export const UniversityList = z.array(University)

/** GET /search/popular/universities: ranked by members. */
export const PopularUniversity = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  members: z.number().int(),
})
export type PopularUniversity = z.infer<typeof PopularUniversity>
export const PopularUniversityList = z.array(PopularUniversity)

/** GET /universities/: a search term over the name, or skip and limit (20 a page). */
export const UniversityListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  ...pageQuery().shape,
})
export type UniversityListQuery = z.infer<typeof UniversityListQuery>

/** POST /universities/ and PUT /universities/{id}: site admins (the CLI does the same). */
export const UniversityInput = z.object({
  name: z.string().max(1000),
  type: UniversityType.nullable().optional(),
  city: z.string().max(100).nullable().optional(),
  location: z.string().max(200).nullable().optional(),
  founded: z.number().int().nullable().optional(),
  students: z.number().int().min(0).max(2_147_483_647).nullable().optional(),
  website: z.string().max(500).nullable().optional(),
  domains: z.array(z.string().max(253)).max(50).optional(),
  time_zone: z.string().max(64).optional(),
})
export type UniversityInput = z.infer<typeof UniversityInput>

/** PUT /universities/{id}: only the fields given change; domains, when given, replace the list. */
export const UniversityPatch = UniversityInput.partial()
export type UniversityPatch = z.infer<typeof UniversityPatch>

/** GET /search/popular/universities. */
export const PopularUniversityQuery = limitQuery({ limit: 10, maxLimit: 50 })
export type PopularUniversityQuery = z.infer<typeof PopularUniversityQuery>
