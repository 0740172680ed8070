import type { AppModule } from '../../platform/module.ts'
import { universitiesRoutes } from './universities.routes.ts'

/**
 * The universities module's face (docs/modules.md): universities and their email domains, which
 * decide a verified student's university. It owns the universities and university_domains tables
 * (db/schema/universities.ts); their members are the users module's (countMembers, memberCountOf).
 */
export const universitiesModule: AppModule = {
  name: 'universities',
  async register(api, ctx) {
    await api.register(universitiesRoutes(ctx))
  },
}

// Faculties and departments by id (issue 17), for announcement audiences in the activities module.
export {
  type NamedUnit,
  type UniversityUnits,
  unitNames,
  unitsOfUniversity,
} from './universities.audience-names.ts'
// Who may do what with a university: the activities module applies canAddContent.
export {
  canAddContent,
  canEditUniversity,
  canPostToUniversity,
  type UniversityViewer,
  universityAbilities,
} from './universities.policy.ts'
// Search over universities, for the search module.
export { searchUniversityNames } from './universities.search.ts'
// Lookups and writes: for auth (registration), the users module, the CLI and seeds.
export {
  createUniversity,
  findUniversityByName,
  findUniversityIdForEmail,
  getUniversity,
  getUniversityName,
  type NewUniversity,
  type University,
  universityNamesOf,
  updateUniversity,
} from './universities.service.ts'
