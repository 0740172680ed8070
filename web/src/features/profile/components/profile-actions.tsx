import type { UserProfile } from '@agora/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx'
import { DropdownMenu, type MenuItem } from '@/components/ui/dropdown-menu.tsx'
import { Icon } from '@/components/ui/icon.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { useStartChat } from '@/entities/chat/api/start-chat.ts'
import { useReportItem } from '@/entities/report/components/use-report-item.tsx'
import { useBlockUser } from '@/entities/user/api/block-user.ts'
import { useMuteUser } from '@/entities/user/api/mute-user.ts'
import { FollowButton } from '@/entities/user/components/follow-button.tsx'
import { errorMessage } from '@/lib/api-client.ts'

const ROUND =
  'inline-flex size-10 items-center justify-center rounded-full border border-slate-300 text-slate-900 transition hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800'

/** Block and unblock from a profile: blocking asks first (spec 001 section 4), unblocking does not. */
export function useProfileBlock(profile: UserProfile) {
  const { t } = useTranslation('profile')
  const toast = useToast()
  const block = useBlockUser(profile.id)
  const setBlocked = (on: boolean) =>
    block.mutate(on, {
      onSuccess: () => toast.success(t(on ? 'block.done' : 'block.undone', { username: profile.username })),
      onError: () => toast.error(t(on ? 'block.failed' : 'block.unblockFailed')),
    })
  return { setBlocked, busy: block.isPending }
}

/**
 * Mute and unmute from a profile, through the optimistic toggle: no confirm, as muting is quiet and
 * undone from the same menu (or Settings > Mute and block).
 */
function useProfileMute(profile: UserProfile) {
  const { t } = useTranslation('profile')
  const toast = useToast()
  const mute = useMuteUser(profile.id)
  return (on: boolean) =>
    mute.mutate(on, {
      onSuccess: () => toast.success(t(on ? 'mute.done' : 'mute.undone', { username: profile.username })),
      onError: (error) => toast.error(errorMessage(error, t(on ? 'mute.failed' : 'mute.unmuteFailed'))),
    })
}

/** The buttons beside the avatar: Edit profile on one's own, else message, the … menu and follow. */
export function ProfileActions({ profile, onEdit }: { profile: UserProfile; onEdit: () => void }) {
  const { t } = useTranslation('profile')
  const [confirming, setConfirming] = useState(false)
  const { setBlocked, busy } = useProfileBlock(profile)
  const setMuted = useProfileMute(profile)
  const report = useReportItem('user', profile.id, {
    label: t('actions.report', { username: profile.username }),
  })
  const { abilities, relation } = profile

  if (abilities.can_edit) {
    return (
      <Button variant="secondary" className="px-4 py-2 text-[15px]" onClick={onEdit}>
        {t('actions.edit')}
      </Button>
    )
  }

  const items: MenuItem[] = []
  if (relation.is_muted) {
    items.push({
      key: 'unmute',
      label: t('actions.unmute', { username: profile.username }),
      icon: 'unmute',
      onSelect: () => setMuted(false),
    })
  } else if (abilities.can_mute) {
    items.push({
      key: 'mute',
      label: t('actions.mute', { username: profile.username }),
      icon: 'mute',
      onSelect: () => setMuted(true),
    })
  }
  if (relation.is_blocked) {
    items.push({
      key: 'unblock',
      label: t('actions.unblock', { username: profile.username }),
      icon: 'ban',
      onSelect: () => setBlocked(false),
    })
  } else if (abilities.can_block) {
    items.push({
      key: 'block',
      label: t('actions.block', { username: profile.username }),
      icon: 'ban',
      onSelect: () => setConfirming(true),
    })
  }

  // Anyone may report an account that is not their own (the server refuses one's own).
  items.push(report.item)

  return (
    <div className="flex items-center gap-2">
      {abilities.can_message && <MessageButton userId={profile.id} />}
      {items.length > 0 && (
        <DropdownMenu
          label={t('actions.more', { username: profile.username })}
          items={items}
          buttonClassName={ROUND}
        >
          <Icon name="more" className="size-5" />
        </DropdownMenu>
      )}
      {abilities.can_follow && <FollowButton user={profile} />}
      {confirming && (
        <ConfirmDialog
          title={t('block.title', { username: profile.username })}
          message={t('block.body')}
          confirmLabel={t('block.confirm')}
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false)
            setBlocked(true)
          }}
        />
      )}
      {report.dialog}
    </div>
  )
}

/** Message opens the one-to-one chat with this person, starting it first when there is none. */
function MessageButton({ userId }: { userId: number }) {
  const { t } = useTranslation('profile')
  const toast = useToast()
  const navigate = useNavigate()
  const start = useStartChat()
  return (
    <button
      type="button"
      aria-label={t('actions.message')}
      title={t('actions.message')}
      disabled={start.isPending}
      className={ROUND}
      onClick={() =>
        start.mutate(
          { is_group_chat: false, user_ids: [userId] },
          {
            onSuccess: (chat) => navigate(`/messages/${chat.id}`),
            onError: (err) => toast.error(errorMessage(err, t('actions.messageFailed'))),
          },
        )
      }
    >
      <Icon name="messages" className="size-5" />
    </button>
  )
}
