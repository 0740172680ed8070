import type { Role, UniversityAbilities } from '@agora/contract'

/**
 * Who may do what with a university: pure functions over the viewer's site role and university (as
 * the session reads them on every request). The activities module applies canAddContent to events
 * and announcements through the face.
 */
export interface UniversityViewer {
  role: Role
  universityId: number | null
}

/** Edit a university, upload its pictures, create one: site administrators only. */
export const canEditUniversity = (viewer: UniversityViewer): boolean => viewer.role === 'admin'

/** Add events and announcements: a site admin, or a UniAdmin of this very university. */
export const canAddContent = (viewer: UniversityViewer, universityId: number): boolean =>
  viewer.role === 'admin' || (viewer.role === 'UniAdmin' && viewer.universityId === universityId)

/** Post to its post list: its members (the routes let only verified accounts in). */
export const canPostToUniversity = (viewer: UniversityViewer, universityId: number): boolean =>
  viewer.universityId === universityId

/**
 * Add, rename and delete its faculties and departments, see their member counts and list its members
 * with their affiliation (issue 17): a site admin, or a UniAdmin of this very university.
 */
export const canManageStructure = (viewer: UniversityViewer, universityId: number): boolean =>
  viewer.role === 'admin' || (viewer.role === 'UniAdmin' && viewer.universityId === universityId)

export function universityAbilities(viewer: UniversityViewer, universityId: number): UniversityAbilities {
  return {
    can_add_content: canAddContent(viewer, universityId),
    can_post: canPostToUniversity(viewer, universityId),
    can_edit: canEditUniversity(viewer),
    can_manage_structure: canManageStructure(viewer, universityId),
  }
}
