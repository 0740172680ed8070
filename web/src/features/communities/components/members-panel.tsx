import type { Community, CommunityMember, CommunityRole } from '@agora/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx'
import { DropdownMenu, type MenuItem } from '@/components/ui/dropdown-menu.tsx'
import { Icon } from '@/components/ui/icon.tsx'
import { PanelStates } from '@/components/ui/panel-states.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { UserRow } from '@/entities/user/components/user-row.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { useBanMember } from '../api/ban-member.ts'
import { useCommunityMembers } from '../api/get-community-members.ts'
import { useRemoveMember } from '../api/remove-member.ts'
import { useSetMemberRole } from '../api/set-member-role.ts'
import { BansList } from './bans-list.tsx'
import { InviteForm } from './invite-form.tsx'
import { ReasonDialog } from './reason-dialog.tsx'

type Pending = { kind: 'remove' | 'ban' | 'handOver'; member: CommunityMember } | null

/**
 * Members, staff first, each with their role; the ComAdmin (or a site admin) names and removes
 * ComMods and hands over the admin role; its staff remove or ban a member with a reason.
 */
export function MembersPanel({ community }: { community: Community }) {
  const { t } = useTranslation('community')
  const toast = useToast()
  const members = useCommunityMembers(community.id)
  const setRole = useSetMemberRole(community.id)
  const remove = useRemoveMember(community.id)
  const ban = useBanMember(community.id)
  const [pending, setPending] = useState<Pending>(null)
  const { can_manage_roles: managesRoles, can_moderate: moderates } = community.abilities

  const changeRole = (member: CommunityMember, role: CommunityRole) =>
    setRole.mutate(
      { userId: member.id, role },
      { onError: (e) => toast.error(errorMessage(e, t('errors.action'))) },
    )

  const itemsFor = (m: CommunityMember): MenuItem[] => {
    if (m.role === 'ComAdmin') return []
    const items: MenuItem[] = []
    if (managesRoles) {
      if (m.role === 'member')
        items.push({ key: 'mod', label: t('memberActions.makeMod'), onSelect: () => changeRole(m, 'ComMod') })
      else
        items.push({
          key: 'unmod',
          label: t('memberActions.removeMod'),
          onSelect: () => changeRole(m, 'member'),
        })
      items.push({
        key: 'handover',
        label: t('memberActions.handOver'),
        onSelect: () => setPending({ kind: 'handOver', member: m }),
      })
    }
    if (moderates && (m.role === 'member' || managesRoles)) {
      items.push({
        key: 'remove',
        label: t('memberActions.remove'),
        onSelect: () => setPending({ kind: 'remove', member: m }),
      })
      items.push({
        key: 'ban',
        label: t('memberActions.ban'),
        onSelect: () => setPending({ kind: 'ban', member: m }),
      })
    }
    return items
  }

  return (
    <>
      {moderates && <InviteForm community={community} />}
      <PanelStates
        query={members}
        label={t('tabs.members')}
        failed={t('errors.list')}
        empty={t('empty.members')}
      >
        {(items) => (
          <ul aria-label={t('tabs.members')} className="divide-y divide-slate-200 dark:divide-slate-800">
            {items.map((member) => {
              const menu = itemsFor(member)
              return (
                <li key={member.id}>
                  <UserRow
                    user={{ ...member, role: 'user' }}
                    actions={
                      <div className="flex items-center gap-2">
                        <span className="text-sm text-slate-500 dark:text-slate-400">
                          {t(`roles.${member.role}`)}
                        </span>
                        {menu.length > 0 && (
                          <DropdownMenu
                            label={t('memberActions.menu', { name: member.username })}
                            items={menu}
                            align="end"
                          >
                            <Icon name="more" className="size-5" />
                          </DropdownMenu>
                        )}
                      </div>
                    }
                  />
                </li>
              )
            })}
          </ul>
        )}
      </PanelStates>
      {moderates && <BansList community={community} />}
      {pending?.kind === 'handOver' && (
        <ConfirmDialog
          title={t('memberActions.handOverConfirm.title', { name: pending.member.username })}
          message={t('memberActions.handOverConfirm.body')}
          confirmLabel={t('memberActions.handOverConfirm.confirm')}
          tone="primary"
          onCancel={() => setPending(null)}
          onConfirm={() => {
            changeRole(pending.member, 'ComAdmin')
            setPending(null)
          }}
        />
      )}
      {(pending?.kind === 'remove' || pending?.kind === 'ban') && (
        <ReasonDialog
          title={t(pending.kind === 'remove' ? 'reason.removeMember' : 'reason.banMember', {
            name: pending.member.username,
          })}
          onClose={() => setPending(null)}
          act={async (reason) => {
            const action = pending.kind === 'remove' ? remove : ban
            await action.mutateAsync({ userId: pending.member.id, reason })
            toast.success(t('reason.done'))
          }}
        />
      )}
    </>
  )
}
