import type { UserProfile } from '@agora/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Avatar } from '@/components/ui/avatar.tsx'
import { Icon } from '@/components/ui/icon.tsx'
import { ImagePickerButton } from '@/components/ui/image-picker-button.tsx'
import { ImageViewer } from '@/components/ui/image-viewer.tsx'
import { Tooltip } from '@/components/ui/tooltip.tsx'
import { useAffiliationLine } from '@/entities/affiliation/lib/affiliation-text.ts'
import { RoleBadge } from '@/entities/user/components/role-badge.tsx'
import { displayName } from '@/lib/display-name.ts'
import type { ImageKind } from '@/lib/image-files.ts'
import { mediaUrl } from '@/lib/media-url.ts'
import type { FollowTab } from './follow-list-dialog.tsx'
import { ProfileActions } from './profile-actions.tsx'
import { ProfileCounts } from './profile-counts.tsx'

/**
 * The top of a profile (spec 001 section 2): the 3:1 banner and the avatar, each enlarging on click
 * (and, on one's own, with a camera button that changes it), the actions, the name with the role
 * badge, @username, the faculty, department and year (issue 17), the bio, the university (with a
 * check when the account's address is at its domains), the join month and the counts.
 */
export function ProfileHeader({
  profile,
  onEdit,
  onPickImage,
  onOpenFollowTab,
}: {
  profile: UserProfile
  onEdit: () => void
  onPickImage: (kind: ImageKind, src: string) => void
  onOpenFollowTab: (tab: FollowTab) => void
}) {
  const { t, i18n } = useTranslation('profile')
  const { t: tAffiliation } = useTranslation('affiliation')
  const affiliation = useAffiliationLine()(profile.affiliation)
  const [viewing, setViewing] = useState<ImageKind | null>(null)
  const name = displayName(profile)
  const own = profile.abilities.can_edit
  const avatar = mediaUrl(profile.avatar_url)
  const banner = mediaUrl(profile.banner_url)
  const joined = new Intl.DateTimeFormat(i18n.language.startsWith('tr') ? 'tr-TR' : 'en-US', {
    month: 'long',
    year: 'numeric',
  }).format(new Date(profile.created_at))
  const viewed = viewing === 'avatar' ? avatar : viewing === 'banner' ? banner : null

  return (
    <section aria-label={t('header.label')}>
      <div className="relative aspect-[3/1] bg-gradient-to-br from-brand-400/40 to-slate-300 dark:from-brand-700/40 dark:to-slate-800">
        {banner && (
          <button
            type="button"
            onClick={() => setViewing('banner')}
            aria-label={t('header.openBanner')}
            className="block size-full focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none focus-visible:ring-inset"
          >
            <img src={banner} alt="" className="size-full object-cover" />
          </button>
        )}
        {own && (
          <ImagePickerButton
            kind="banner"
            label={t('header.changeBanner')}
            fileLabel={t('header.bannerFile')}
            onPicked={(src) => onPickImage('banner', src)}
            className="absolute top-3 right-3"
          />
        )}
      </div>
      <div className="px-4">
        <div className="flex items-start justify-between gap-3">
          <div className="relative -mt-[12%] shrink-0 rounded-full border-4 border-white bg-white dark:border-slate-950 dark:bg-slate-950">
            {avatar ? (
              <button
                type="button"
                onClick={() => setViewing('avatar')}
                aria-label={t('header.openAvatar')}
                className="block rounded-full focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
              >
                <Avatar src={avatar} name={name} className="size-20! text-3xl! sm:size-32! sm:text-5xl!" />
              </button>
            ) : (
              <Avatar src={null} name={name} className="size-20! text-3xl! sm:size-32! sm:text-5xl!" />
            )}
            {own && (
              <ImagePickerButton
                kind="avatar"
                label={t('header.changeAvatar')}
                fileLabel={t('header.avatarFile')}
                onPicked={(src) => onPickImage('avatar', src)}
                className="absolute -right-1 -bottom-1"
              />
            )}
          </div>
          <div className="pt-3">
            <ProfileActions profile={profile} onEdit={onEdit} />
          </div>
        </div>
        <div className="mt-2">
          <div className="flex min-w-0 items-center gap-1.5">
            <h2 className="truncate text-xl font-extrabold text-slate-900 dark:text-slate-100">{name}</h2>
            <RoleBadge user={profile} />
            {profile.is_private && (
              <span
                role="img"
                aria-label={t('header.private')}
                title={t('header.private')}
                className="text-slate-500"
              >
                <Icon name="lock" className="size-4" />
              </span>
            )}
          </div>
          <p className="flex flex-wrap items-center gap-2 text-[15px] text-slate-500 dark:text-slate-400">
            <span>@{profile.username}</span>
            {profile.relation.follows_you && (
              <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                {t('header.followsYou')}
              </span>
            )}
          </p>
        </div>
        {affiliation && (
          <p className="mt-1 flex items-center gap-1.5 text-[15px] text-slate-600 dark:text-slate-300">
            <Icon name="library" className="size-4 shrink-0 text-slate-500 dark:text-slate-400" />
            <span>{affiliation}</span>
          </p>
        )}
        {profile.bio && (
          <p className="mt-3 text-[15px] break-words whitespace-pre-wrap text-slate-900 dark:text-slate-100">
            {profile.bio}
          </p>
        )}
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-[15px] text-slate-500 dark:text-slate-400">
          {profile.university_id !== null && profile.university_name && (
            <span className="flex items-center gap-1">
              <Link
                to={`/universities/${profile.university_id}`}
                className="flex items-center gap-1.5 text-brand-600 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-brand-400"
              >
                <Icon name="university" className="size-4" />
                {profile.university_name}
              </Link>
              {profile.university_verified && (
                <Tooltip label={tAffiliation('verified', { name: profile.university_name })}>
                  <button
                    type="button"
                    aria-label={tAffiliation('verified', { name: profile.university_name })}
                    className="inline-flex cursor-default rounded-full bg-emerald-600 p-0.5 text-white focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:bg-emerald-500 dark:text-slate-950"
                  >
                    <Icon name="check" className="size-3" strokeWidth={3} />
                  </button>
                </Tooltip>
              )}
            </span>
          )}
          <p className="flex items-center gap-1.5">
            <Icon name="calendar" className="size-4" />
            {t('header.joined', { date: joined })}
          </p>
        </div>
        <ProfileCounts profile={profile} onOpen={onOpenFollowTab} />
      </div>
      {viewed && (
        <ImageViewer
          images={[
            { src: viewed, alt: t(viewing === 'avatar' ? 'header.avatarAlt' : 'header.bannerAlt', { name }) },
          ]}
          onClose={() => setViewing(null)}
        />
      )}
    </section>
  )
}
