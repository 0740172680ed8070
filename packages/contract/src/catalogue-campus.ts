/**
 * The campus part of the error catalogue (catalogue.ts spreads it in): universities, their faculties
 * and departments, events and announcements, capacity and check-in, announcements for chosen people.
 */
import { ACTIVITY_LIMITS, AFFILIATION_LIMITS, LIMITS } from './limits.ts'

export const CAMPUS_ERRORS = {
  // Universities.
  university_not_found: { status: 404, detail: 'University not found' },
  university_exists: { status: 409, detail: 'A university with this name or domain already exists' },
  university_name_required: { status: 422, detail: 'Name is required' },
  university_name_too_long: { status: 422, detail: 'Name is too long' },
  invalid_founded_year: { status: 422, detail: 'Founded must be a year, not in the future' },
  invalid_website: { status: 422, detail: 'Website must be an http:// or https:// address' },
  invalid_domain: { status: 422, detail: 'Not a valid domain name' },
  invalid_student_count: { status: 422, detail: 'Students must be a whole number, at least 0' },
  university_required: { status: 422, detail: 'A university administrator needs a university' },

  // Affiliation (issue 17): faculties, departments and a student's place in them.
  cannot_manage_university: {
    status: 403,
    detail: "Only site administrators and this university's administrators can do this",
  },
  faculty_not_found: { status: 404, detail: 'Faculty not found' },
  department_not_found: { status: 404, detail: 'Department not found' },
  faculty_exists: { status: 409, detail: 'This university already has a faculty with this name' },
  department_exists: { status: 409, detail: 'This faculty already has a department with this name' },
  affiliation_name_required: { status: 422, detail: 'A faculty or department needs a name' },
  affiliation_name_too_long: {
    status: 422,
    detail: `Name must be at most ${AFFILIATION_LIMITS.nameMax} characters`,
  },
  faculty_not_in_university: { status: 422, detail: 'This faculty is not one of your university' },
  department_not_in_faculty: { status: 422, detail: 'This department is not one of the chosen faculty' },
  alumni_have_no_year: { status: 422, detail: 'Alumni have no year of study' },

  // Events and academic announcements.
  event_not_found: { status: 404, detail: 'Event not found' },
  announcement_not_found: { status: 404, detail: 'Announcement not found' },
  cannot_add_content: {
    status: 403,
    detail: "Only site administrators and this university's administrators can add events and announcements",
  },
  cannot_manage_activity: { status: 403, detail: 'You cannot edit or delete this' },
  not_a_member: { status: 403, detail: 'Only members can do this' },
  // Event capacity and check-in (issue 17).
  invalid_capacity: { status: 422, detail: 'Capacity must be a whole number from 1 to 100000' },
  cannot_run_check_in: { status: 403, detail: "Only the event's organisers can run its check-in" },
  not_attending: { status: 403, detail: 'Only people attending the event can check in' },
  check_in_closed: {
    status: 409,
    detail: 'Check-in is open from an hour before the event until the end of its day',
  },
  check_in_code_invalid: { status: 400, detail: 'That code is wrong or has expired, read the current one' },
  already_checked_in: { status: 409, detail: 'You have already checked in' },
  too_many_check_in_attempts: { status: 429, detail: 'Too many check-in attempts, try again in a minute' },
  title_required: { status: 422, detail: 'Title is required' },
  title_too_long: { status: 422, detail: 'Title is too long' },
  description_required: { status: 422, detail: 'Description is required' },
  description_too_long: { status: 422, detail: 'Description is too long' },
  content_required: { status: 422, detail: 'Content is required' },
  date_required: { status: 422, detail: 'Date is required' },
  invalid_date: { status: 422, detail: 'Date must be a real day written as YYYY-MM-DD' },
  date_out_of_range: {
    status: 422,
    detail: `Date must be between ${ACTIVITY_LIMITS.firstDate} and ${ACTIVITY_LIMITS.lastDate}`,
  },
  time_required: { status: 422, detail: 'Time is required' },
  invalid_time: { status: 422, detail: 'Time must be a 24-hour time written as HH:mm' },
  location_required: { status: 422, detail: 'Location is required' },
  location_too_long: { status: 422, detail: 'Location is too long' },
  invalid_time_zone: { status: 422, detail: 'Not a known time zone' },
  banner_too_large: {
    status: 413,
    detail: `A banner can be at most ${LIMITS.bannerMaxBytes / 1024 / 1024} MB`,
  },
  calendar_not_found: { status: 404, detail: 'Calendar not found' },
  // Announcements for chosen people (issue 17).
  invalid_audience: { status: 422, detail: 'The audience lists faculties, departments and years 1 to 7' },
  audience_unit_not_found: { status: 422, detail: "A chosen faculty or department is not this university's" },
  invalid_deadline: { status: 422, detail: 'The deadline must be a real day written as YYYY-MM-DD' },
  deadline_out_of_range: {
    status: 422,
    detail: `The deadline must be between ${ACTIVITY_LIMITS.firstDate} and ${ACTIVITY_LIMITS.lastDate}`,
  },
  cannot_acknowledge: { status: 403, detail: 'Only the students it is for can confirm this announcement' },
  cannot_remind: {
    status: 403,
    detail:
      "Only this university's administrators can remind, and only about an announcement that asks for confirmation",
  },
  already_reminded: { status: 409, detail: 'The reminder for this announcement was already sent' },
} as const satisfies Record<string, { status: number; detail: string }>
