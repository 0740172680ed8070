import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client.ts'
import { IMAGE_MESSAGES, uploadErrorMessage } from '@/lib/image-files.ts'
import { callsTo, deferred, json, renderApp, stubApi } from '@/testing/app-harness.tsx'
import { makeMe, makeOwnProfile } from '@/testing/builders/index.ts'
import { uploadProfileImage } from '../api/upload-profile-image.ts'
import { MyProfilePage } from './profile-page.tsx'

function renderOwn(routes: Parameters<typeof stubApi>[0] = {}) {
  let profile = makeOwnProfile({ nickname: 'Old nick', bio: 'Old bio' })
  const fetchMock = stubApi({
    'GET /auth/me': () => json(200, makeMe()),
    'GET /users/1': () => json(200, profile),
    'GET /users/1/posts': () => json(200, []),
    'PUT /users/me/profile': ({ body }) => {
      profile = { ...profile, ...(body as object) }
      return json(200, makeMe(body as object))
    },
    ...routes,
  })
  renderApp([{ path: '/myprofile', element: <MyProfilePage /> }], { entry: '/myprofile', retry: false })
  return fetchMock
}

function imageFile(name: string, type: string, bytes = 10) {
  return new File([new Uint8Array(bytes)], name, { type })
}

beforeEach(() => {
  localStorage.setItem('access_token', 'tok')
  localStorage.setItem('currentUserId', '1')
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('edit profile', () => {
  it('saves what changed and shows it on the profile', async () => {
    const fetchMock = renderOwn()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit profile' })
    expect(within(dialog).getByLabelText('Username')).toHaveValue('@me')
    expect(within(dialog).getByLabelText('Username')).toHaveAttribute('readonly')
    const nickname = within(dialog).getByLabelText('Nickname')
    expect(nickname).toHaveValue('Old nick')
    expect(within(dialog).getByText('8 / 50')).toBeInTheDocument()
    await user.clear(nickname)
    await user.type(nickname, 'New nick')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(callsTo(fetchMock, 'PUT /users/me/profile')).toEqual([{ nickname: 'New nick' }])
    expect(await screen.findByRole('heading', { level: 2, name: 'New nick' })).toBeInTheDocument()
    expect(screen.getByText('Your profile was saved.')).toBeInTheDocument()
  })

  it('holds the nickname to 50 characters and sends a cleared bio as null', async () => {
    const fetchMock = renderOwn()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit profile' })
    const nickname = within(dialog).getByLabelText('Nickname')
    expect(nickname).toHaveAttribute('maxlength', '50')
    await user.clear(within(dialog).getByLabelText('Bio'))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /users/me/profile')).toEqual([{ bio: null }]))
  })

  it("keeps the dialog open with the server's reason, else saveProfileFailed, when saving fails", async () => {
    const pending = deferred<Response>()
    let renderedAnswer = () => pending.promise
    renderOwn({ 'PUT /users/me/profile': () => renderedAnswer() })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }))
    const dialog = screen.getByRole('dialog', { name: 'Edit profile' })
    await user.type(within(dialog).getByLabelText('Bio'), '!')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(within(dialog).getByRole('button', { name: 'Saving…' })).toBeDisabled()
    pending.resolve(json(503, { detail: 'The database is unavailable', code: 'database_unavailable' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The database is unavailable, try again shortly',
    )
    expect(within(dialog).getByLabelText('Bio')).toHaveValue('Old bio!')
    renderedAnswer = async () => json(500, undefined)
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Could not save your profile. Please try again.',
      ),
    )
  })
})

describe('avatar and banner', () => {
  it('refuses a file that is not an image', async () => {
    renderOwn()
    const user = userEvent.setup({ applyAccept: false })
    await screen.findByRole('button', { name: 'Change profile photo' })
    await user.upload(screen.getByLabelText('Profile photo file'), imageFile('notes.pdf', 'application/pdf'))
    expect(await screen.findByText('Sadece resim dosyaları yükleyebilirsiniz.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('refuses an avatar over 5 MB, but not a banner of that size', async () => {
    renderOwn()
    const user = userEvent.setup()
    await screen.findByRole('button', { name: 'Change profile photo' })
    const big = imageFile('big.png', 'image/png', 5 * 1024 * 1024 + 1)
    await user.upload(screen.getByLabelText('Profile photo file'), big)
    expect(await screen.findByText('Dosya boyutu çok büyük. Maksimum 5MB olmalı.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.upload(screen.getByLabelText('Banner image file'), big)
    expect(await screen.findByRole('dialog', { name: 'Crop your banner' })).toBeInTheDocument()
  })

  it('says when the file cannot be read', async () => {
    class FailingReader {
      onload: (() => void) | null = null
      onerror: (() => void) | null = null
      result = null
      readAsDataURL() {
        queueMicrotask(() => this.onerror?.())
      }
    }
    vi.stubGlobal('FileReader', FailingReader)
    renderOwn()
    const user = userEvent.setup()
    await screen.findByRole('button', { name: 'Change profile photo' })
    await user.upload(screen.getByLabelText('Profile photo file'), imageFile('a.png', 'image/png'))
    expect(await screen.findByText('Dosya okunamadı.')).toBeInTheDocument()
  })

  it('opens the round avatar crop, and asks to crop before applying', async () => {
    const fetchMock = renderOwn()
    const user = userEvent.setup()
    await screen.findByRole('button', { name: 'Change profile photo' })
    await user.upload(screen.getByLabelText('Profile photo file'), imageFile('a.png', 'image/png'))
    const dialog = await screen.findByRole('dialog', { name: 'Crop your profile photo' })
    expect(within(dialog).getByLabelText('Zoom')).toHaveValue('1')
    expect(dialog.querySelector('[data-testid="cropper"]')).toHaveClass('reactEasyCrop_CropAreaRound')
    // The page has no layout here, so the crop area has no size yet: nothing to cut.
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Lütfen önce resmi kırpın.')
    expect(callsTo(fetchMock, 'POST /users/upload-avatar')).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('uploads the cut image as the multipart field "file"', async () => {
    const fetchMock = stubApi({
      'POST /users/upload-banner': () => json(200, { banner_url: '/static/uploads/2026/01/01/x.jpg' }),
    })
    const image = new Blob(['jpeg'], { type: 'image/jpeg' })
    expect(await uploadProfileImage('banner', image)).toEqual({
      banner_url: '/static/uploads/2026/01/01/x.jpg',
    })
    const [form] = callsTo(fetchMock, 'POST /users/upload-banner') as FormData[]
    const file = form?.get('file')
    expect(file).toBeInstanceOf(File)
    expect((file as File).type).toBe('image/jpeg')
  })

  it('names upload failures as the specification does', () => {
    const failure = (status: number, body: unknown) => new ApiError(status, body, 'x')
    expect(uploadErrorMessage(failure(413, { detail: 'Too large' }), 'avatar')).toBe(
      'Dosya boyutu çok büyük.',
    )
    expect(uploadErrorMessage(failure(415, { detail: 'Nope' }), 'banner')).toBe(
      'Desteklenmeyen dosya formatı.',
    )
    expect(uploadErrorMessage(failure(429, { detail: 'Slow down' }), 'avatar')).toBe('Slow down')
    expect(
      uploadErrorMessage(
        failure(429, { detail: 'Too many uploads, try again later', code: 'too_many_uploads' }),
        'avatar',
      ),
    ).toBe('Too many uploads, try again later')
    expect(uploadErrorMessage(failure(500, null), 'avatar')).toBe(IMAGE_MESSAGES.avatarFailed)
    expect(uploadErrorMessage(new DOMException('timed out', 'TimeoutError'), 'banner')).toBe(
      'Banner yüklenirken bir hata oluştu.',
    )
    expect(IMAGE_MESSAGES.avatarFailed).toBe('Avatar yüklenirken bir hata oluştu.')
  })
})
