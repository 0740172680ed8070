import { QueryClient } from '@tanstack/react-query'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n/index.ts'
import { callsTo, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { makeEvent } from '@/testing/builders/index.ts'
import { CheckInControl } from './check-in-dialog.tsx'
import { renderCards } from './test-utils.tsx'

beforeEach(() => {
  localStorage.setItem('access_token', 'tok')
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(async () => {
  vi.restoreAllMocks()
  await i18n.changeLanguage('en')
})

const URL = '/universities/4/events/11/attend'

describe('the attend control of an event with a capacity (issue 17)', () => {
  it('shows how many of the capacity go, and joins the waitlist of a full event', async () => {
    const full = makeEvent({ capacity: 10, attendees_count: 10 })
    const api = stubApi({
      [`POST ${URL}`]: () =>
        json(200, { ...full, attendance: 'waiting', waitlist_position: 1, waitlist_count: 1 }),
    })
    renderCards([full])
    expect(screen.getByText('10 / 10 going')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Join waitlist' }))
    expect(await screen.findByText('You are number 1 on the waitlist')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Leave waitlist' })).toBeInTheDocument()
    await waitFor(() => expect(callsTo(api, `POST ${URL}`)).toHaveLength(1))
  })

  it('leaves the waitlist with DELETE, in Turkish', async () => {
    await i18n.changeLanguage('tr')
    const waiting = makeEvent({
      capacity: 2,
      attendees_count: 2,
      waitlist_count: 3,
      attendance: 'waiting',
      waitlist_position: 3,
    })
    const api = stubApi({
      [`DELETE ${URL}`]: () =>
        json(200, { ...waiting, attendance: null, waitlist_position: null, waitlist_count: 2 }),
    })
    renderCards([waiting])
    expect(screen.getByText('Bekleme listesinde 3. sıradasın')).toBeInTheDocument()
    expect(screen.getByText('2 / 2 katılıyor')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Bekleme listesinden çık' }))
    expect(await screen.findByRole('button', { name: 'Bekleme listesine katıl' })).toBeInTheDocument()
    await waitFor(() => expect(callsTo(api, `DELETE ${URL}`)).toHaveLength(1))
  })

  it('attends while there is room, and Cancel Attendance leaves the place to the first waiting', async () => {
    const open = makeEvent({ capacity: 3, attendees_count: 2 })
    stubApi({
      [`POST ${URL}`]: () =>
        json(200, { ...open, attendance: 'attending', is_attending: true, attendees_count: 3 }),
    })
    renderCards([open])
    await userEvent.click(screen.getByRole('button', { name: 'Attend' }))
    expect(await screen.findByText('3 / 3 going')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cancel Attendance' })).toBeInTheDocument()
  })
})

function renderControl(event = makeEvent(), initialCode: string | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  renderApp([{ path: '*', element: <CheckInControl event={event} initialCode={initialCode} /> }], {
    entry: '/events/11',
    client,
  })
}

const attending = () =>
  makeEvent({
    attendance: 'attending',
    is_attending: true,
    abilities: { ...makeEvent().abilities, can_check_in: true },
  })

describe('the check-in dialog (issue 17)', () => {
  it('is not offered to someone who does not attend', () => {
    stubApi({})
    renderControl()
    expect(screen.queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument()
  })

  it('sends the 6 digits and says the server’s reason for a wrong code', async () => {
    let answer = json(400, { detail: 'wrong', code: 'check_in_code_invalid' })
    const api = stubApi({ 'POST /events/11/check-in': () => answer })
    renderControl(attending())
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }))
    const field = await screen.findByLabelText('Code')
    const submit = screen.getByRole('button', { name: 'Check in' })
    await userEvent.type(field, '12a34')
    expect(field).toHaveValue('1234')
    expect(submit).toBeDisabled()
    await userEvent.type(field, '56')
    await userEvent.click(submit)
    expect(
      await screen.findByText('That code is wrong or has expired, read the current one'),
    ).toBeInTheDocument()
    expect(callsTo(api, 'POST /events/11/check-in')).toEqual([{ code: '123456' }])
    answer = json(200, { ...attending(), is_checked_in: true })
    await userEvent.clear(field)
    await userEvent.type(field, '654321')
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Check in' })))
    expect(await screen.findByText('You are checked in')).toBeInTheDocument()
  })

  it('opens prefilled from the QR code’s ?checkin=, in Turkish', async () => {
    await i18n.changeLanguage('tr')
    stubApi({ 'POST /events/11/check-in': () => json(409, { detail: 'x', code: 'check_in_closed' }) })
    renderControl(attending(), '042917')
    const field = await screen.findByLabelText('Kod')
    expect(field).toHaveValue('042917')
    await userEvent.click(screen.getByRole('button', { name: 'Giriş yap' }))
    expect(
      await screen.findByText('Giriş, etkinlikten bir saat önce açılır ve etkinlik gününün sonunda kapanır'),
    ).toBeInTheDocument()
  })

  it('says Checked in once done', () => {
    stubApi({})
    renderControl({ ...attending(), is_checked_in: true })
    expect(screen.getByText('Checked in')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument()
  })
})
