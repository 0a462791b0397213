import "./setup"
import { TOKEN_KEY } from "../authProvider"
import { createDataProvider } from "../dataProvider"
import { UploadError } from "../media/sendFile"
import { mediaItem } from "./records"

// The data provider's media calls as the browser sends them: the file as the raw body of an
// XMLHttpRequest (for its progress), with its name, its type and the bearer token, and a refusal
// read into an UploadError (a 429's Retry-After among it). The request object is a stand-in that
// records what was sent and answers as the test says.

class FakeRequest {
  static sent: FakeRequest[] = []
  method = ""
  url = ""
  headers: Record<string, string> = {}
  body: unknown
  status = 0
  responseText = ""
  responseHeaders: Record<string, string> = {}
  upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {}
  onload?: () => void
  onerror?: () => void
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name] ?? null
  }
  send(body: unknown) {
    this.body = body
    FakeRequest.sent.push(this)
  }
  answer(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status
    this.responseText = JSON.stringify(body)
    this.responseHeaders = headers
    this.onload?.()
  }
}

const original = window.XMLHttpRequest
beforeEach(() => {
  FakeRequest.sent = []
  window.XMLHttpRequest = FakeRequest as unknown as typeof XMLHttpRequest
  localStorage.setItem(TOKEN_KEY, "the-token")
})
afterEach(() => {
  window.XMLHttpRequest = original
  localStorage.clear()
})

const file = new File([new Uint8Array(8)], "rig at dusk.png", {
  type: "image/png",
})

it("posts the file with its name, alt text, type and token, reporting its progress", async () => {
  const progress = jest.fn()
  const done = createDataProvider("https://api.example").uploadMedia(file, {
    alt: "A rig & its crew",
    onProgress: progress,
  })
  const [sent] = FakeRequest.sent
  expect(sent.method).toBe("POST")
  const url = new URL(sent.url)
  expect(url.origin + url.pathname).toBe("https://api.example/api/admin/media")
  expect(url.searchParams.get("name")).toBe("rig at dusk.png")
  expect(url.searchParams.get("alt")).toBe("A rig & its crew")
  expect(sent.headers).toEqual({
    "Content-Type": "image/png",
    Authorization: "Bearer the-token",
  })
  expect(sent.body).toBe(file)
  sent.upload.onprogress?.({ lengthComputable: true, loaded: 4, total: 8 })
  expect(progress).toHaveBeenCalledWith(0.5)
  const item = mediaItem({ id: "m1" })
  sent.answer(201, item)
  await expect(done).resolves.toEqual(item)
})

it("puts new bytes for an item and reads a refusal with the server's message and Retry-After", async () => {
  const provider = createDataProvider("https://api.example")
  const busy = provider.replaceMediaFile("m/1", file)
  expect(FakeRequest.sent[0].method).toBe("PUT")
  expect(FakeRequest.sent[0].url).toMatch(
    /^https:\/\/api\.example\/api\/admin\/media\/m%2F1\/file\?name=/
  )
  FakeRequest.sent[0].answer(429, { message: "Busy" }, { "Retry-After": "12" })
  await expect(busy).rejects.toEqual(new UploadError("Busy", 429, 12))
  await expect(busy).rejects.toMatchObject({ status: 429, retryAfter: 12 })

  const wrong = provider.uploadMedia(file)
  expect(new URL(FakeRequest.sent[1].url).searchParams.has("alt")).toBe(false)
  FakeRequest.sent[1].responseText = "<html>not json</html>"
  FakeRequest.sent[1].status = 415
  FakeRequest.sent[1].onload?.()
  await expect(wrong).rejects.toMatchObject({ status: 415, message: "" })

  const offline = provider.uploadMedia(file)
  FakeRequest.sent[2].onerror?.()
  await expect(offline).rejects.toMatchObject({ status: 0 })
})
