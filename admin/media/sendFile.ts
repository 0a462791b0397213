import { storedToken } from "../../api-client"

// A file sent as a request's raw body, as the server reads uploads, through XMLHttpRequest rather
// than fetch: only XMLHttpRequest reports how much of the body has gone, which each file's
// progress bar shows.

/** A refused or failed upload: the HTTP status (0 when the server could not be reached), the
 * server's message if it gave one, and for a 429 how many seconds it asked to wait. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfter: number | null = null
  ) {
    super(message)
    this.name = "UploadError"
  }
}

export type Progress = (fraction: number) => void

export function sendFile<T>(
  url: string,
  method: "POST" | "PUT",
  file: File,
  onProgress?: Progress
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open(method, url)
    request.setRequestHeader(
      "Content-Type",
      file.type || "application/octet-stream"
    )
    const token = storedToken()
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(event.loaded / event.total)
    }
    request.onload = () => {
      const body = parse(request.responseText)
      if (request.status >= 200 && request.status < 300)
        return resolve(body as T)
      reject(
        new UploadError(
          typeof body?.message === "string" ? body.message : "",
          request.status,
          retryAfter(request.getResponseHeader("Retry-After"))
        )
      )
    }
    request.onerror = () => reject(new UploadError("", 0))
    request.send(file)
  })
}

function parse(text: string): { message?: unknown } | null {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** Retry-After in seconds: a number of seconds, or an HTTP date (RFC 9110 allows both). */
export function retryAfter(header: string | null, now = Date.now()) {
  if (!header) return null
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.max(0, seconds)
  const at = Date.parse(header)
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000))
}
