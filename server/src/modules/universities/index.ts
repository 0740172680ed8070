import { searchGroups } from '../../platform/contributions/search-groups.ts'
import type { AppModule } from '../../platform/module.ts'
import { universitiesRoutes } from './universities.routes.ts'
import { searchUniversityNames } from './universities.search.ts'
import { structureRoutes } from './universities.structure.routes.ts'

/**
 * The universities module's face (docs/modules.md): universities and their email domains, which
 * decide a verified student's university. It owns the universities and university_domains tables
 * and its faculties and departments (issue 17) (db/schema/universities.ts). Their members are the
 * users module's accounts: the users module provides their counts (memberCountsPort) and answers the
 * members directory.
 */
export const universitiesModule: AppModule = {
  name: 'universities',
  async register(api, ctx) {
    await api.register(universitiesRoutes(ctx))
    await api.register(structureRoutes(ctx))
    // What search gathers from every module: universities by name.
    ctx.ports.contribute(searchGroups, 'universities', (ctx, _viewer, q) =>
      searchUniversityNames(ctx, q.words, q.page),
    )
  },
}

// Faculties and departments by id (issue 17), for announcement audiences in the activities module.
export { unitsOfUniversity } from './universities.audience-names.ts'
// Who may do what with a university: the activities module applies canAddContent.
export {
  canAddContent,
  canEditUniversity,
  canManageStructure,
  canPostToUniversity,
  type UniversityViewer,
  universityAbilities,
} from './universities.policy.ts'
// The member counts the users module provides from its register() (platform/ports.ts).
export { memberCountsPort, type UniversityMemberCounts } from './universities.ports.ts'
// Lookups and writes: for auth (registration), the users module, the CLI and seeds.
export {
  createUniversity,
  findUniversityByName,
  findUniversityIdForEmail,
  getUniversity,
  getUniversityName,
  getUniversityRecord,
  type NewUniversity,
  type University,
  type UniversityRecord,
  universityNamesOf,
  updateUniversity,
} from './universities.service.ts'
// Faculties and departments (issue 17): lookups for the users module (a profile's affiliation, its
// checks) and for search; the announcements' targeting reads them too. Seeds for demo:seed and
// tests: a faculty of a university, a department of a faculty (an existing name is reused).
export {
  affiliationNamesOf,
  type DepartmentRef,
  type FacultyRef,
  findDepartment,
  findFaculty,
  seedDepartment,
  seedFaculty,
} from './universities.structure.lookups.ts'
// Who manages a university's structure and members: the users module's members directory asks.
export { assertCanManage as assertCanManageUniversity } from './universities.structure.service.ts'
