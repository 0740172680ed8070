import type { Community } from '@agora/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar.tsx'
import { Button } from '@/components/ui/button.tsx'
import { ImageCropDialog } from '@/components/ui/image-crop-dialog.tsx'
import { ImagePickerButton } from '@/components/ui/image-picker-button.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { ReportButton } from '@/entities/report/components/report-button.tsx'
import { countOptions } from '@/lib/count-label.ts'
import type { ImageKind } from '@/lib/image-files.ts'
import { mediaUrl } from '@/lib/media-url.ts'
import { useUploadCommunityImage } from '../api/upload-community-image.ts'
import { CommunityBellButton } from './community-bell.tsx'
import { DeleteCommunityButton } from './delete-community-button.tsx'
import { EditCommunityDialog } from './edit-community-dialog.tsx'
import { MembershipActions } from './membership-actions.tsx'
import { RoleBadge } from './role-badge.tsx'

/**
 * The top of a community's page: the 3:1 banner, the square avatar, name, badge, description and
 * member count; Join / Pending / Leave, and for its staff Edit and the camera buttons that crop and
 * upload a new avatar or banner.
 */
export function CommunityHeader({ community }: { community: Community }) {
  const { t } = useTranslation('community')
  const [editing, setEditing] = useState(false)
  const [cropping, setCropping] = useState<{ kind: ImageKind; src: string } | null>(null)
  const canEdit = community.abilities.can_edit
  const banner = mediaUrl(community.banner_url)
  return (
    <section aria-labelledby="community-name" className="border-b border-slate-200 dark:border-slate-800">
      <div className="relative aspect-[3/1] w-full bg-gradient-to-br from-brand-500 to-brand-700">
        {banner && <img src={banner} alt="" className="size-full object-cover" />}
        {canEdit && (
          <ImagePickerButton
            kind="banner"
            maxBytes={COMMUNITY_IMAGE_MAX_BYTES}
            label={t('images.changeBanner')}
            fileLabel={t('images.bannerFile')}
            onPicked={(src) => setCropping({ kind: 'banner', src })}
            className="absolute top-3 right-3"
          />
        )}
      </div>
      <div className="px-4 pb-4">
        <div className="-mt-10 mb-2 flex items-end justify-between gap-3">
          <div className="relative">
            <Avatar
              src={mediaUrl(community.avatar_url)}
              name={community.name}
              size="lg"
              className="size-20! rounded-2xl! border-4 border-white dark:border-slate-950"
            />
            {canEdit && (
              <ImagePickerButton
                kind="avatar"
                label={t('images.changeAvatar')}
                fileLabel={t('images.avatarFile')}
                onPicked={(src) => setCropping({ kind: 'avatar', src })}
                className="absolute -right-2 -bottom-2 size-9!"
              />
            )}
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            {canEdit && (
              <Button variant="secondary" className="px-4 py-1.5 text-sm" onClick={() => setEditing(true)}>
                {t('edit')}
              </Button>
            )}
            <CommunityBellButton community={community} />
            <MembershipActions community={community} />
            <DeleteCommunityButton community={community} />
            {!community.abilities.can_moderate && (
              <ReportButton targetType="community" targetId={community.id} />
            )}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="community-name" className="text-2xl font-bold break-words">
            {community.name}
          </h2>
          <RoleBadge role={community.user_role} />
        </div>
        <p className="mt-1 text-[15px] whitespace-pre-line text-slate-700 dark:text-slate-300">
          {community.description || t('noDescription')}
        </p>
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">
          {t('members', countOptions(community.members_count))} · {community.university_name}
        </p>
      </div>
      {editing && <EditCommunityDialog community={community} onClose={() => setEditing(false)} />}
      {cropping && (
        <CommunityImageCrop communityId={community.id} {...cropping} onClose={() => setCropping(null)} />
      )}
    </section>
  )
}

/** Both pictures of a community are at most 5 MB (the server's limit for them). */
const COMMUNITY_IMAGE_MAX_BYTES = 5 * 1024 * 1024

function CommunityImageCrop({
  communityId,
  kind,
  src,
  onClose,
}: {
  communityId: number
  kind: ImageKind
  src: string
  onClose: () => void
}) {
  const { t } = useTranslation('community')
  const toast = useToast()
  const upload = useUploadCommunityImage(communityId)
  return (
    <ImageCropDialog
      kind={kind}
      src={src}
      title={t(kind === 'avatar' ? 'images.avatarTitle' : 'images.bannerTitle')}
      round={false}
      upload={(file) => upload.mutateAsync({ kind, file })}
      onUploaded={() => toast.success(t('images.saved'))}
      onClose={onClose}
    />
  )
}
