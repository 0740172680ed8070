import { seedDepartment, seedFaculty } from '../modules/universities/index.ts'
import { findUserForSignIn, seedAffiliation } from '../modules/users/index.ts'
import { CliError, type CommandContext } from './command.ts'
import { DEMO_STUDENTS, type DemoUniversityKey } from './demo-data.ts'

/** Faculties and their departments per demo university (issue 17), in the university's own language. */
export const DEMO_FACULTIES: Record<DemoUniversityKey, { name: string; departments: string[] }[]> = {
  metu: [
    {
      name: 'Faculty of Engineering',
      departments: ['Computer Engineering', 'Electrical and Electronics Engineering'],
    },
    { name: 'Faculty of Arts and Sciences', departments: ['Physics', 'Mathematics'] },
  ],
  boun: [
    { name: 'Faculty of Engineering', departments: ['Computer Engineering', 'Industrial Engineering'] },
    { name: 'Faculty of Economics and Administrative Sciences', departments: ['Economics'] },
  ],
  itu: [
    {
      name: 'Bilgisayar ve Bilişim Fakültesi',
      departments: ['Bilgisayar Mühendisliği', 'Yapay Zekâ ve Veri Mühendisliği'],
    },
    { name: 'Mimarlık Fakültesi', departments: ['Mimarlık', 'Şehir ve Bölge Planlama'] },
  ],
}

/** Faculties and departments made by demo:seed, counted from its data (the test checks the total). */
export const DEMO_AFFILIATION_ROWS = Object.values(DEMO_FACULTIES)
  .flat()
  .reduce((n, f) => n + 1 + f.departments.length, 0)

/**
 * Each university's faculties and departments, then each demo student placed in one: the n-th
 * student of a university in its n-th department (round), years 1 to 4, the last of each university
 * an alumnus. A student who already has a faculty (chosen in Settings) is left as they are.
 */
export async function seedDemoAffiliation(
  { db, out }: CommandContext,
  universityIds: Partial<Record<DemoUniversityKey, number>>,
  tally: { created: number; skipped: number },
): Promise<void> {
  const departments: Partial<Record<DemoUniversityKey, { facultyId: number; id: number }[]>> = {}
  let created = 0
  let skipped = 0
  const count = (row: { created: boolean }) => {
    if (row.created) created++
    else skipped++
  }
  for (const key of Object.keys(DEMO_FACULTIES) as DemoUniversityKey[]) {
    const universityId = universityIds[key]
    if (universityId === undefined) throw new CliError(`The demo university ${key} was not seeded`)
    const list: { facultyId: number; id: number }[] = []
    for (const faculty of DEMO_FACULTIES[key]) {
      const row = await seedFaculty(db, universityId, faculty.name)
      count(row)
      for (const name of faculty.departments) {
        const department = await seedDepartment(db, row.id, name)
        count(department)
        list.push({ facultyId: row.id, id: department.id })
      }
    }
    departments[key] = list
  }
  tally.created += created
  tally.skipped += skipped
  out(`  ${created} faculties and departments created, ${skipped} already there`)
  let placed = 0
  for (const key of Object.keys(DEMO_FACULTIES) as DemoUniversityKey[]) {
    const students = DEMO_STUDENTS.filter((p) => p.university === key)
    for (const [i, p] of students.entries()) {
      const user = await findUserForSignIn(db, p.username)
      if (!user) throw new CliError(`The demo user ${p.username} was not seeded`)
      if (user.facultyId !== null) continue
      const department = departments[key]![i % departments[key]!.length]!
      const alumnus = i === students.length - 1
      await seedAffiliation(db, user.id, {
        facultyId: department.facultyId,
        departmentId: department.id,
        studyYear: alumnus ? null : (i % 4) + 1,
        isAlumni: alumnus,
      })
      placed++
    }
  }
  out(`  ${placed} students placed in a department`)
}
