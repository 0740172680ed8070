import type { Role } from '@agora/contract'
import { describe, expect, it } from 'vitest'
import {
  canAddContent,
  canEditUniversity,
  canManageStructure,
  canPostToUniversity,
  universityAbilities,
} from './universities.policy.ts'

const THIS = 7
const OTHER = 8

// Each row: the viewer's role and university, then [add content, post, edit, manage structure] on
// university THIS.
const table: [Role, number | null, [boolean, boolean, boolean, boolean]][] = [
  ['admin', null, [true, false, true, true]],
  ['admin', THIS, [true, true, true, true]],
  ['admin', OTHER, [true, false, true, true]],
  ['UniAdmin', THIS, [true, true, false, true]],
  ['UniAdmin', OTHER, [false, false, false, false]],
  ['UniAdmin', null, [false, false, false, false]],
  ['user', THIS, [false, true, false, false]],
  ['user', OTHER, [false, false, false, false]],
  ['user', null, [false, false, false, false]],
]

describe('university policy', () => {
  it.each(table)('%s of university %s', (role, universityId, [add, post, edit, manage]) => {
    const viewer = { role, universityId }
    expect([
      canAddContent(viewer, THIS),
      canPostToUniversity(viewer, THIS),
      canEditUniversity(viewer),
      canManageStructure(viewer, THIS),
    ]).toEqual([add, post, edit, manage])
    expect(universityAbilities(viewer, THIS)).toEqual({
      can_add_content: add,
      can_post: post,
      can_edit: edit,
      can_manage_structure: manage,
    })
  })
})
