import type { University } from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar.tsx'
import { Icon } from '@/components/ui/icon.tsx'
import { countOptions } from '@/lib/count-label.ts'
import { mediaUrl } from '@/lib/media-url.ts'
import { formatPlace } from '@/lib/place.ts'
import { bannerGradient, useDominantColor } from '../lib/dominant-color.ts'

/**
 * A university's banner (spec 000 section 2): a gradient from its avatar's dominant colour (blue when
 * there is none or sampling fails), the avatar, the name, and its location, founding year, students
 * and members (shortened with K and M) and website. The text sits under the gradient, on the page's
 * own background, so that it reads in both themes whatever the colour.
 */
export function UniversityBanner({ university }: { university: University }) {
  const { t } = useTranslation('university')
  const avatar = mediaUrl(university.avatar_url)
  const color = useDominantColor(avatar)
  const place = formatPlace(university.location, university.city)
  return (
    <section aria-labelledby="university-name" className="border-b border-slate-200 dark:border-slate-800">
      <div
        data-testid="university-gradient"
        aria-hidden="true"
        className="h-24 w-full sm:h-32"
        style={{ backgroundImage: bannerGradient(color) }}
      />
      <div className="px-4 pb-4">
        <div className="-mt-8 mb-2">
          <Avatar
            src={avatar}
            name={university.name}
            size="lg"
            className="border-4 border-white dark:border-slate-950"
          />
        </div>
        <h2 id="university-name" className="text-2xl font-bold break-words">
          {university.name}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-[15px] text-slate-600 dark:text-slate-400">
          {place && (
            <li className="flex items-center gap-1.5">
              <Icon name="mapPin" className="size-4" />
              <span className="sr-only">{t('banner.location')}</span>
              {place}
            </li>
          )}
          {university.founded !== null && (
            <li className="flex items-center gap-1.5">
              <Icon name="calendar" className="size-4" />
              {t('banner.founded', { year: university.founded })}
            </li>
          )}
          {university.students !== null && <li>{t('banner.students', countOptions(university.students))}</li>}
          <li>{t('banner.members', countOptions(university.members))}</li>
          {university.website && (
            <li className="flex min-w-0 items-center gap-1.5">
              <Icon name="externalLink" className="size-4 shrink-0" />
              <a
                href={university.website}
                target="_blank"
                rel="noopener noreferrer"
                className="truncate font-medium text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-brand-400"
              >
                {university.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
              </a>
            </li>
          )}
        </ul>
      </div>
    </section>
  )
}
