/**
 * Test-only: the web tests' WebSocket. Nothing connects; a test finds the socket the app opened in
 * `FakeSocket.instances` and plays the server: open() then push(event), or close(code).
 */
export class FakeSocket {
  static instances: FakeSocket[] = []
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSING = 2
  static readonly CLOSED = 3
  readonly CONNECTING = 0
  readonly OPEN = 1
  readonly CLOSING = 2
  readonly CLOSED = 3
  readyState = 0
  sent: string[] = []
  onopen: ((event: Event) => void) | null = null
  onmessage: ((event: MessageEvent) => void) | null = null
  onclose: ((event: CloseEvent) => void) | null = null
  onerror: ((event: Event) => void) | null = null

  constructor(readonly url: string) {
    FakeSocket.instances.push(this)
  }

  send(data: string): void {
    this.sent.push(data)
  }

  close(code = 1000): void {
    if (this.readyState === 3) return
    this.readyState = 3
    this.onclose?.({ code } as CloseEvent)
  }

  /** The server accepts: open, then the hub's ready. */
  open(): void {
    this.readyState = 1
    this.onopen?.(new Event('open'))
    this.push({ type: 'ready' })
  }

  push(event: unknown): void {
    this.onmessage?.({ data: JSON.stringify(event) } as MessageEvent)
  }

  static latest(): FakeSocket | undefined {
    return FakeSocket.instances.at(-1)
  }

  static reset(): void {
    for (const socket of FakeSocket.instances) socket.readyState = 3
    FakeSocket.instances = []
  }
}
