import type { UserProfile } from '@agora/contract'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router'
import { BackButton } from '@/components/ui/back-button.tsx'
import { DetailState, PageSpinner } from '@/components/ui/detail-state.tsx'
import { ImageCropDialog } from '@/components/ui/image-crop-dialog.tsx'
import { PageHeader } from '@/components/ui/page-header.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { useUser } from '@/entities/user/api/get-user.ts'
import { userKeys } from '@/entities/user/api/keys.ts'
import { displayName } from '@/lib/display-name.ts'
import type { ImageKind } from '@/lib/image-files.ts'
import { useCurrentUser } from '@/lib/session.ts'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import { profileListKeys } from '../api/get-profile-posts.ts'
import { useUploadProfileImage } from '../api/upload-profile-image.ts'
import { EditProfileDialog } from '../components/edit-profile-dialog.tsx'
import { FollowListDialog, type FollowTab, parseFollowTab } from '../components/follow-list-dialog.tsx'
import { useProfileBlock } from '../components/profile-actions.tsx'
import { ProfileHeader } from '../components/profile-header.tsx'
import { BlockedNotice, PrivateAccountNotice, UserNotFound } from '../components/profile-notices.tsx'
import { ProfileTabs } from '../components/profile-tabs.tsx'
import { useRefreshOnReturn } from '../hooks/use-refresh-on-return.ts'

/** /users/:id; /users with no id is one's own profile (spec 001 section 2). */
export function ProfilePage() {
  const { id } = useParams()
  if (id === undefined) return <MyProfilePage />
  const userId = Number(id)
  if (!Number.isSafeInteger(userId) || userId <= 0) return <Frame title={null} body={<UserNotFound />} />
  return <Profile key={userId} userId={userId} />
}

/** /myprofile: the signed-in user's own profile. */
export function MyProfilePage() {
  const { t } = useTranslation('profile')
  const { data: me } = useCurrentUser()
  if (!me) return <Frame title={null} body={<PageSpinner label={t('loading')} />} />
  return <Profile key={me.id} userId={me.id} />
}

function Profile({ userId }: { userId: number }) {
  const { t } = useTranslation('profile')
  const client = useQueryClient()
  const query = useUser(userId)
  const profile = query.data

  useRefreshOnReturn(
    useCallback(() => {
      void client.invalidateQueries({ queryKey: userKeys.detail(userId), exact: true })
      void client.invalidateQueries({ queryKey: profileListKeys.all(userId) })
    }, [client, userId]),
  )

  return (
    <Frame
      title={profile ? displayName(profile) : null}
      body={
        <DetailState
          query={query}
          loading={t('loading')}
          notFound={<UserNotFound />}
          failed={t('loadFailed')}
        >
          {(loaded) => <ProfileView profile={loaded} />}
        </DetailState>
      }
    />
  )
}

function Frame({ title, body }: { title: string | null; body: ReactNode }) {
  const { t } = useTranslation('profile')
  useDocumentTitle(title ?? t('title'))
  return (
    <>
      <PageHeader title={title ?? t('title')} leading={<BackButton label={t('back')} />} />
      {body}
    </>
  )
}

function ProfileView({ profile }: { profile: UserProfile }) {
  const [params, setParams] = useSearchParams()
  const [editing, setEditing] = useState(false)
  const [cropping, setCropping] = useState<{ kind: ImageKind; src: string } | null>(null)
  // A 403 from a tab list: the account is private to the viewer, whatever the profile said, until
  // the viewer's relation to it changes (a request approved, seen on the next refresh).
  const access = JSON.stringify([profile.relation, profile.abilities])
  const [closedAt, setClosedAt] = useState<string | null>(null)
  const onClosed = useCallback(() => setClosedAt(access), [access])
  const closed = closedAt === access
  const { setBlocked, busy } = useProfileBlock(profile)
  const own = profile.abilities.can_edit
  const followTab = parseFollowTab(params.get('followTab'), own)

  const setFollowTab = (tab: FollowTab | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (tab) next.set('followTab', tab)
        else next.delete('followTab')
        return next
      },
      // Switching tabs inside the dialog is not a step back should undo.
      { replace: followTab !== null },
    )

  let content: ReactNode
  if (profile.relation.is_blocked) {
    content = <BlockedNotice username={profile.username} busy={busy} onUnblock={() => setBlocked(false)} />
  } else if (!own && (closed || !profile.abilities.can_view_posts)) {
    content = <PrivateAccountNotice username={profile.username} />
  } else {
    content = <ProfileTabs profile={profile} onClosed={onClosed} />
  }

  return (
    <>
      <ProfileHeader
        profile={profile}
        onEdit={() => setEditing(true)}
        onPickImage={(kind, src) => setCropping({ kind, src })}
        onOpenFollowTab={setFollowTab}
      />
      <div className="mt-4">{content}</div>
      {followTab && (
        <FollowListDialog
          profile={profile}
          own={own}
          tab={followTab}
          onTabChange={setFollowTab}
          onClose={() => setFollowTab(null)}
        />
      )}
      {editing && <EditProfileDialog profile={profile} onClose={() => setEditing(false)} />}
      {cropping && <ProfileImageCrop {...cropping} onClose={() => setCropping(null)} />}
    </>
  )
}

/** The crop of one's own avatar or banner, uploaded to /users/upload-{kind}. */
function ProfileImageCrop({ kind, src, onClose }: { kind: ImageKind; src: string; onClose: () => void }) {
  const { t } = useTranslation('profile')
  const toast = useToast()
  const upload = useUploadProfileImage(kind)
  return (
    <ImageCropDialog
      kind={kind}
      src={src}
      title={t(kind === 'avatar' ? 'crop.avatarTitle' : 'crop.bannerTitle')}
      upload={upload.mutateAsync}
      onUploaded={() => toast.success(t(kind === 'avatar' ? 'crop.avatarSaved' : 'crop.bannerSaved'))}
      onClose={onClose}
    />
  )
}
