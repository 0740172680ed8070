import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import i18n from '@/i18n/index.ts'
import { callsTo, json, stubApi } from '@/testing/app-harness.tsx'
import { fileOf, MANAGER_ABILITIES, makeAnnouncement, makeEvent } from '@/testing/builders/index.ts'
import { renderCards } from './test-utils.tsx'

beforeEach(() => localStorage.setItem('access_token', 'tok'))
afterEach(async () => {
  await i18n.changeLanguage('en')
})

async function openMenuItem(title: string, item: 'Edit' | 'Delete') {
  await userEvent.click(screen.getByRole('button', { name: `More options for ${title}` }))
  await userEvent.click(await screen.findByRole('menuitem', { name: item }))
}

describe('editing an event or announcement', () => {
  it('opens with the current values, saves the details first, then the banner, and says so in Turkish', async () => {
    const order: string[] = []
    const api = stubApi({
      'PUT /universities/4/events/11': ({ body }) => {
        order.push('put')
        return json(200, makeEvent({ ...(body as object), abilities: MANAGER_ABILITIES }))
      },
      'POST /universities/4/events/11/upload-banner': () => {
        order.push('banner')
        return json(200, { banner_url: '/static/uploads/b.png' })
      },
      'GET /universities/4/events': () =>
        json(200, [makeEvent({ title: 'Robotics night II', abilities: MANAGER_ABILITIES })]),
    })
    renderCards([makeEvent({ abilities: MANAGER_ABILITIES })])
    await openMenuItem('Robotics night', 'Edit')
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' })
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Robotics night')
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Build a robot with us')
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2026-12-05')
    expect(within(dialog).getByLabelText('Time')).toHaveValue('18:30')
    expect(within(dialog).getByLabelText('Location')).toHaveValue('Hall A')
    await userEvent.clear(within(dialog).getByLabelText('Title'))
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Robotics night II')
    await userEvent.upload(within(dialog).getByLabelText('Banner image file'), fileOf('b.png', 'image/png'))
    expect(within(dialog).getByRole('img', { name: 'Banner preview' })).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Güncelleme başarılı!')).toBeInTheDocument()
    expect(order).toEqual(['put', 'banner'])
    expect(callsTo(api, 'PUT /universities/4/events/11')[0]).toMatchObject({
      title: 'Robotics night II',
      date: '2026-12-05',
      time: '18:30',
      location: 'Hall A',
      description: 'Build a robot with us',
    })
    const upload = callsTo(api, 'POST /universities/4/events/11/upload-banner')[0] as FormData
    expect((upload.get('file') as File).name).toBe('b.png')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Robotics night II' })).toBeInTheDocument()
  })

  it('requires title and date; time and location may be emptied', async () => {
    const api = stubApi({})
    renderCards([makeEvent({ abilities: MANAGER_ABILITIES })])
    await openMenuItem('Robotics night', 'Edit')
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' })
    await userEvent.clear(within(dialog).getByLabelText('Title'))
    await userEvent.clear(within(dialog).getByLabelText('Date'))
    await userEvent.clear(within(dialog).getByLabelText('Location'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2)
    expect(within(dialog).getByLabelText('Title')).toBeInvalid()
    expect(within(dialog).getByLabelText('Location')).not.toBeInvalid()
    expect(api).not.toHaveBeenCalled()
  })

  it('refuses a banner over 10 MB or of another format with the specification’s Turkish messages', async () => {
    stubApi({})
    renderCards([makeAnnouncement({ abilities: MANAGER_ABILITIES })])
    await openMenuItem('Exam week schedule', 'Edit')
    const dialog = await screen.findByRole('dialog', { name: 'Edit announcement' })
    const user = userEvent.setup({ applyAccept: false })
    const input = within(dialog).getByLabelText('Banner image file')
    await user.upload(input, fileOf('big.png', 'image/png', 10 * 1024 * 1024 + 1))
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Dosya boyutu çok büyük! Maksimum 10MB olmalı.',
    )
    await user.upload(input, fileOf('pic.bmp', 'image/bmp'))
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Geçersiz dosya formatı! JPG, PNG, GIF veya WebP formatında olmalı.',
    )
    await user.upload(input, fileOf('notes.pdf', 'application/pdf'))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select a valid image file')
    expect(within(dialog).queryByRole('img', { name: 'Banner preview' })).not.toBeInTheDocument()
  })

  it('removes the current banner with the details', async () => {
    const api = stubApi({
      'PUT /universities/4/academics/21': () => json(200, makeAnnouncement({ abilities: MANAGER_ABILITIES })),
      'GET /universities/4/events': () => json(200, []),
    })
    renderCards([makeAnnouncement({ banner_url: '/static/uploads/old.png', abilities: MANAGER_ABILITIES })])
    await openMenuItem('Exam week schedule', 'Edit')
    const dialog = await screen.findByRole('dialog', { name: 'Edit announcement' })
    expect(within(dialog).getByRole('img', { name: 'Banner preview' })).toHaveAttribute(
      'src',
      '/static/uploads/old.png',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove banner' }))
    expect(within(dialog).queryByRole('img', { name: 'Banner preview' })).not.toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(callsTo(api, 'PUT /universities/4/academics/21')).toHaveLength(1))
    expect(callsTo(api, 'PUT /universities/4/academics/21')[0]).toMatchObject({
      title: 'Exam week schedule',
      content: 'Finals start on Monday',
      date: '2026-12-10',
      banner_url: null,
    })
    expect(callsTo(api, 'POST /universities/4/academics/21/upload-banner')).toHaveLength(0)
  })

  it('warns when only the banner failed, and names the reason when the update failed', async () => {
    let put = 0
    stubApi({
      'PUT /universities/4/events/11': () =>
        ++put === 1
          ? json(200, makeEvent({ abilities: MANAGER_ABILITIES }))
          : json(403, { code: 'cannot_manage_activity', detail: 'You cannot edit or delete this' }),
      'POST /universities/4/events/11/upload-banner': () => json(415, { detail: 'bad image' }),
      'GET /universities/4/events': () => json(200, [makeEvent({ abilities: MANAGER_ABILITIES })]),
    })
    renderCards([makeEvent({ abilities: MANAGER_ABILITIES })])
    await openMenuItem('Robotics night', 'Edit')
    let dialog = await screen.findByRole('dialog', { name: 'Edit event' })
    await userEvent.upload(within(dialog).getByLabelText('Banner image file'), fileOf('b.png', 'image/png'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(
      await screen.findByText('Banner yükleme başarısız oldu, ancak diğer veriler güncellendi.'),
    ).toBeInTheDocument()
    await openMenuItem('Robotics night', 'Edit')
    dialog = await screen.findByRole('dialog', { name: 'Edit event' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(
      await screen.findByText('Güncelleme işlemi başarısız oldu: You cannot edit or delete this'),
    ).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Edit event' })).toBeInTheDocument()
  })
})

describe('deleting an event or announcement', () => {
  it('asks first, then removes it from the list', async () => {
    const api = stubApi({
      'DELETE /universities/4/events/11': () => json(204, undefined),
      'GET /universities/4/events': () => json(200, []),
    })
    renderCards([makeEvent({ abilities: MANAGER_ABILITIES })])
    await openMenuItem('Robotics night', 'Delete')
    const dialog = await screen.findByRole('dialog', { name: 'Delete event?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument())
    expect(callsTo(api, 'DELETE /universities/4/events/11')).toHaveLength(1)
  })

  it('keeps it and shows the Turkish failure toast with the reason', async () => {
    stubApi({ 'DELETE /universities/4/academics/21': () => json(403, { detail: 'Not allowed' }) })
    renderCards([makeAnnouncement({ abilities: { ...MANAGER_ABILITIES, can_edit: false } })])
    await openMenuItem('Exam week schedule', 'Delete')
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument()
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete announcement?' })).getByRole('button', {
        name: 'Delete',
      }),
    )
    expect(await screen.findByText('Silme işlemi başarısız oldu: Not allowed')).toBeInTheDocument()
    expect(screen.getByRole('article', { name: 'Exam week schedule' })).toBeInTheDocument()
  })
})
