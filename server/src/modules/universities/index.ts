import type { AppModule } from '../../platform/module.ts'

/**
 * The universities module's face (docs/modules.md): universities and their email domains, which
 * decide a verified student's university. It owns the universities and university_domains tables
 * (db/schema/universities.ts). Its HTTP calls arrive with the universities issue (#10).
 */
export const universitiesModule: AppModule = {
  name: 'universities',
  async register() {},
}

export {
  createUniversity,
  findUniversityByName,
  findUniversityIdForEmail,
  getUniversity,
  getUniversityName,
  type NewUniversity,
  type University,
} from './universities.service.ts'
