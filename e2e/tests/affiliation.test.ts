import { afterAll, describe, expect, it } from 'vitest'
import { baseUrl, closeBrowser, newContext, screenshot, testAddress, toast } from '../support/browser.ts'
import { CAMPUS } from '../support/campus.ts'
import { signedInPage, signIn, uniqueId, verifiedUser } from '../support/people.ts'

/**
 * Issue 17's affiliation in the browser: a UniAdmin adds a faculty and a department; a student picks
 * them in Settings and they show on the profile; the UniAdmin finds the student by that department in
 * the members directory. In English on a desktop, and in Turkish on a phone.
 */

const LANGS = [
  {
    name: 'English, 1440 px',
    shot: 'en-dark-1440',
    studentShot: 'en-light-1440',
    locale: 'en',
    theme: 'dark',
    studentTheme: 'light',
    width: 1440,
    facultiesTab: 'Faculties',
    membersTab: 'Members',
    directory: /^Members of .* with their faculty, department and year$/,
    addFaculty: 'Add faculty',
    newFaculty: 'New faculty',
    nameLabel: 'Name',
    save: 'Save',
    saved: 'Saved',
    actions: (name: string) => `Actions for ${name}`,
    addDepartment: 'Add department',
    newDepartment: (name: string) => `New department in ${name}`,
    faculty: 'Faculty',
    department: 'Department',
    year: 'Year of study',
    second: '2nd year',
    faculties: 'Faculty of Engineering',
    departments: 'Computer Engineering',
  },
  {
    name: 'Turkish, 390 px',
    shot: 'tr-light-390',
    studentShot: 'tr-dark-390',
    locale: 'tr',
    theme: 'light',
    studentTheme: 'dark',
    width: 390,
    facultiesTab: 'Fakülteler',
    membersTab: 'Üyeler',
    directory: /üyeleri: fakülte, bölüm ve sınıflarıyla$/,
    addFaculty: 'Fakülte ekle',
    newFaculty: 'Yeni fakülte',
    nameLabel: 'Ad',
    save: 'Kaydet',
    saved: 'Kaydedildi',
    actions: (name: string) => `${name} için işlemler`,
    addDepartment: 'Bölüm ekle',
    newDepartment: (name: string) => `${name} için yeni bölüm`,
    faculty: 'Fakülte',
    department: 'Bölüm',
    year: 'Sınıf',
    second: '2. sınıf',
    faculties: 'Mühendislik Fakültesi',
    departments: 'Bilgisayar Mühendisliği',
  },
] as const

async function campusId(token: string): Promise<number> {
  const res = await fetch(`${baseUrl()}/api/universities/me`, {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': testAddress() },
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { id: number }).id
}

describe('faculties, departments and a student’s affiliation in the browser', () => {
  afterAll(closeBrowser)

  it.each(LANGS)(
    'a UniAdmin adds them, a student picks them, the UniAdmin finds the student ($name)',
    async (l) => {
      const id = uniqueId()
      const facultyName = `${l.faculties} ${id}`
      const departmentName = `${l.departments} ${id}`
      const admin = await signIn(CAMPUS.adminUsername, CAMPUS.password)
      const university = await campusId(admin.token)

      // The UniAdmin adds a faculty and one of its departments on the university's Faculties tab.
      const adminContext = await newContext({ locale: l.locale, theme: l.theme, width: l.width })
      const adminPage = await signedInPage(adminContext, admin.token)
      await adminPage.goto(`/universities/${university}`)
      await adminPage.getByRole('tab', { name: l.facultiesTab }).click()
      await adminPage.getByRole('button', { name: l.addFaculty }).click()
      const newFaculty = adminPage.getByRole('dialog', { name: l.newFaculty })
      await newFaculty.getByLabel(l.nameLabel).fill(facultyName)
      await newFaculty.getByRole('button', { name: l.save }).click()
      await toast(adminPage, l.saved).first().waitFor()
      await adminPage.getByRole('heading', { name: facultyName }).waitFor()
      await adminPage.getByRole('button', { name: l.actions(facultyName) }).click()
      await adminPage.getByRole('menuitem', { name: l.addDepartment }).click()
      const newDepartment = adminPage.getByRole('dialog', { name: l.newDepartment(facultyName) })
      await newDepartment.getByLabel(l.nameLabel).fill(departmentName)
      await newDepartment.getByRole('button', { name: l.save }).click()
      await newDepartment.waitFor({ state: 'detached' })
      await adminPage.getByText(departmentName, { exact: true }).waitFor()
      await screenshot(adminPage, `university-faculties-${l.shot}`)

      // A student of the university picks them in Settings > Account info.
      const student = await verifiedUser('affstudent', CAMPUS.domain)
      const context = await newContext({ locale: l.locale, theme: l.studentTheme, width: l.width })
      const page = await signedInPage(context, student.token)
      await page.goto('/settings?section=account')
      const faculty = page.getByLabel(l.faculty, { exact: true })
      await expect.poll(() => faculty.locator('option').allTextContents()).toContain(facultyName)
      await faculty.selectOption({ label: facultyName })
      await page.getByLabel(l.department, { exact: true }).selectOption({ label: departmentName })
      await page.getByLabel(l.year, { exact: true }).selectOption({ label: l.second })
      await screenshot(page, `settings-affiliation-${l.studentShot}`)
      await page.getByRole('button', { name: l.save, exact: true }).click()
      await toast(page, l.saved).first().waitFor()

      // Their profile shows it under the name.
      await page.goto(`/users/${student.id}`)
      await page.getByText(`${departmentName} · ${facultyName} · ${l.second}`).waitFor()
      await screenshot(page, `profile-affiliation-${l.studentShot}`)
      await context.close()

      // The UniAdmin filters the members by that department and finds the student.
      await adminPage.goto(`/universities/${university}?section=users`)
      await adminPage.getByRole('tab', { name: l.membersTab, selected: true }).waitFor()
      const filter = adminPage.getByLabel(l.faculty, { exact: true })
      await expect.poll(() => filter.locator('option').allTextContents()).toContain(facultyName)
      await filter.selectOption({ label: facultyName })
      await adminPage.getByLabel(l.department, { exact: true }).selectOption({ label: departmentName })
      const directory = adminPage.getByRole('list', { name: l.directory })
      const row = directory.getByRole('listitem').filter({ hasText: `@${student.username}` })
      await row.getByText(`${departmentName} · ${facultyName} · ${l.second}`).waitFor()
      // Only the student: nobody else chose this department.
      await expect.poll(() => directory.getByRole('listitem').count()).toBe(1)
      await screenshot(adminPage, `university-members-${l.shot}`)
      await adminContext.close()
    },
  )
})
