import type { Faculty, University } from '@agora/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button.tsx'
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx'
import { DropdownMenu, type MenuItem } from '@/components/ui/dropdown-menu.tsx'
import { Icon } from '@/components/ui/icon.tsx'
import { PanelStates } from '@/components/ui/panel-states.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { useFaculties } from '@/entities/affiliation/api/get-faculties.ts'
import { errorMessage } from '@/lib/api-client.ts'
import { countOptions } from '@/lib/count-label.ts'
import { type StructureChange, useChangeStructure } from '../api/manage-faculties.ts'
import { NameDialog } from './structure-dialogs.tsx'

type Editing =
  | { kind: 'addFaculty' }
  | { kind: 'renameFaculty'; faculty: Faculty }
  | { kind: 'addDepartment'; faculty: Faculty }
  | { kind: 'renameDepartment'; faculty: Faculty; departmentId: number; name: string }
type Deleting =
  | { kind: 'deleteFaculty'; faculty: Faculty }
  | { kind: 'deleteDepartment'; faculty: Faculty; departmentId: number; name: string }

/**
 * The Faculties tab (issue 17): every faculty with its departments, by name. Site admins and the
 * university's UniAdmins (abilities.can_manage_structure) also see member counts and add, rename and
 * delete them through dialogs.
 */
export function FacultiesPanel({ university }: { university: University }) {
  const { t } = useTranslation('university')
  const toast = useToast()
  const faculties = useFaculties(university.id)
  const change = useChangeStructure(university.id)
  const manages = university.abilities.can_manage_structure
  const [editing, setEditing] = useState<Editing | null>(null)
  const [deleting, setDeleting] = useState<Deleting | null>(null)

  const run = (next: StructureChange, done: () => void, message: string) => {
    change.mutate(next, {
      onSuccess: () => {
        toast.success(message)
        done()
      },
    })
  }
  const open = (next: Editing) => {
    change.reset()
    setEditing(next)
  }
  const count = (n: number | null) => (n === null ? null : t('faculties.members', countOptions(n)))

  return (
    <div>
      {manages && (
        <div className="flex justify-end border-b border-slate-200 px-4 py-3 dark:border-slate-800">
          <Button className="px-4 py-2 text-sm" onClick={() => open({ kind: 'addFaculty' })}>
            <Icon name="library" className="size-4" />
            {t('faculties.addFaculty')}
          </Button>
        </div>
      )}
      <PanelStates
        query={faculties}
        label={t('tabs.faculties')}
        failed={t('errors.faculties')}
        empty={t('empty.faculties')}
      >
        {(items) => (
          <ul aria-label={t('tabs.faculties')} className="divide-y divide-slate-200 dark:divide-slate-800">
            {items.map((faculty) => {
              const menu: MenuItem[] = [
                {
                  key: 'add',
                  label: t('faculties.addDepartment'),
                  icon: 'library',
                  onSelect: () => open({ kind: 'addDepartment', faculty }),
                },
                {
                  key: 'rename',
                  label: t('faculties.rename'),
                  icon: 'edit',
                  onSelect: () => open({ kind: 'renameFaculty', faculty }),
                },
                {
                  key: 'delete',
                  label: t('faculties.delete'),
                  icon: 'trash',
                  onSelect: () => setDeleting({ kind: 'deleteFaculty', faculty }),
                },
              ]
              return (
                <li key={faculty.id} className="px-4 py-4">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <h3 className="font-bold text-slate-900 dark:text-slate-100">{faculty.name}</h3>
                      {manages && (
                        <p className="text-sm text-slate-500 dark:text-slate-400">
                          {count(faculty.members_count)}
                        </p>
                      )}
                    </div>
                    {manages && (
                      <DropdownMenu
                        label={t('faculties.facultyActions', { name: faculty.name })}
                        items={menu}
                      >
                        <Icon name="more" className="size-5" />
                      </DropdownMenu>
                    )}
                  </div>
                  {faculty.departments.length === 0 ? (
                    <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">
                      {t('faculties.noDepartments')}
                    </p>
                  ) : (
                    <ul
                      aria-label={t('faculties.departmentsOf', { name: faculty.name })}
                      className="mt-2 space-y-1 border-l-2 border-slate-200 pl-3 dark:border-slate-700"
                    >
                      {faculty.departments.map((department) => (
                        <li
                          key={department.id}
                          className="flex items-center justify-between gap-2 text-[15px]"
                        >
                          <span className="min-w-0 text-slate-800 dark:text-slate-200">
                            <span>{department.name}</span>
                            {manages && (
                              <span className="ml-2 text-sm text-slate-500 dark:text-slate-400">
                                {count(department.members_count)}
                              </span>
                            )}
                          </span>
                          {manages && (
                            <span className="flex shrink-0 gap-1">
                              <button
                                type="button"
                                aria-label={t('faculties.renameDepartment', { name: department.name })}
                                title={t('faculties.renameDepartment', { name: department.name })}
                                onClick={() =>
                                  open({
                                    kind: 'renameDepartment',
                                    faculty,
                                    departmentId: department.id,
                                    name: department.name,
                                  })
                                }
                                className="rounded-full p-1.5 text-slate-500 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-slate-400 dark:hover:bg-slate-800"
                              >
                                <Icon name="edit" className="size-4" />
                              </button>
                              <button
                                type="button"
                                aria-label={t('faculties.deleteDepartment', { name: department.name })}
                                title={t('faculties.deleteDepartment', { name: department.name })}
                                onClick={() =>
                                  setDeleting({
                                    kind: 'deleteDepartment',
                                    faculty,
                                    departmentId: department.id,
                                    name: department.name,
                                  })
                                }
                                className="rounded-full p-1.5 text-slate-500 hover:bg-red-50 hover:text-red-600 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-slate-400 dark:hover:bg-red-950"
                              >
                                <Icon name="trash" className="size-4" />
                              </button>
                            </span>
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              )
            })}
          </ul>
        )}
      </PanelStates>
      {editing && (
        <NameDialog
          title={
            editing.kind === 'addFaculty'
              ? t('faculties.newFacultyTitle')
              : editing.kind === 'addDepartment'
                ? t('faculties.newDepartmentTitle', { name: editing.faculty.name })
                : t('faculties.renameTitle')
          }
          initial={
            editing.kind === 'renameFaculty'
              ? editing.faculty.name
              : editing.kind === 'renameDepartment'
                ? editing.name
                : ''
          }
          busy={change.isPending}
          error={change.error}
          onClose={() => setEditing(null)}
          onSave={(name) => {
            const close = () => setEditing(null)
            if (editing.kind === 'addFaculty') run({ kind: 'addFaculty', name }, close, t('faculties.saved'))
            else if (editing.kind === 'renameFaculty')
              run({ kind: 'renameFaculty', facultyId: editing.faculty.id, name }, close, t('faculties.saved'))
            else if (editing.kind === 'addDepartment')
              run({ kind: 'addDepartment', facultyId: editing.faculty.id, name }, close, t('faculties.saved'))
            else
              run(
                {
                  kind: 'renameDepartment',
                  facultyId: editing.faculty.id,
                  departmentId: editing.departmentId,
                  name,
                },
                close,
                t('faculties.saved'),
              )
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={
            deleting.kind === 'deleteFaculty'
              ? t('faculties.deleteFacultyTitle', { name: deleting.faculty.name })
              : t('faculties.deleteDepartmentTitle', { name: deleting.name })
          }
          message={
            deleting.kind === 'deleteFaculty'
              ? t('faculties.deleteFacultyBody')
              : t('faculties.deleteDepartmentBody')
          }
          confirmLabel={t('faculties.delete')}
          cancelLabel={t('faculties.cancel')}
          busy={change.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            change.mutate(
              deleting.kind === 'deleteFaculty'
                ? { kind: 'deleteFaculty', facultyId: deleting.faculty.id }
                : {
                    kind: 'deleteDepartment',
                    facultyId: deleting.faculty.id,
                    departmentId: deleting.departmentId,
                  },
              {
                onSuccess: () => {
                  toast.success(t('faculties.deleted'))
                  setDeleting(null)
                },
                onError: (err) => toast.error(errorMessage(err, t('faculties.deleteFailed'))),
              },
            )
          }
        />
      )}
    </div>
  )
}
