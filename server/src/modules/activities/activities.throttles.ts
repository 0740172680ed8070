import { byViewer, type Throttle } from '../../platform/rate-limit.ts'

/** The activities' throttles, each route on its own counter, with the posts module's figures. */

const MINUTE = 60 * 1000

/** Like, save and attend, each way: 150 per 5 minutes per person and route. */
export const markThrottle = (route: string): Throttle => ({
  name: `activity-mark:${route}:user`,
  max: 150,
  windowMs: 5 * MINUTE,
  key: byViewer,
  code: 'too_many_toggles',
})

/** Comments: 30 per 10 minutes per person, as replies. */
export const commentThrottle: Throttle = {
  name: 'activity-comment:user',
  max: 30,
  windowMs: 10 * MINUTE,
  key: byViewer,
  code: 'posting_too_fast',
}

/** Adding, editing and banners: 30 uploads or writes per 30 minutes per person. */
export const writeThrottle = (route: string): Throttle => ({
  name: `activity-write:${route}:user`,
  max: 30,
  windowMs: 30 * MINUTE,
  key: byViewer,
  code: 'too_many_uploads',
})

/** Check-in attempts (issue 17): 10 a minute per person, far too few to guess a 6-digit code. */
export const checkInThrottle: Throttle = {
  name: 'event-check-in:user',
  max: 10,
  windowMs: MINUTE,
  key: byViewer,
  code: 'too_many_check_in_attempts',
}
