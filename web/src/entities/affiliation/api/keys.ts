/** The query keys of faculties and departments (issue 17): one list per university. */
export const affiliationKeys = {
  all: ['affiliation'] as const,
  faculties: (universityId: number) => [...affiliationKeys.all, 'faculties', universityId] as const,
}
