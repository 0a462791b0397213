import * as React from "react"
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from "../../common/uploads"
import type { Progress } from "./sendFile"
import type { MediaItem } from "./types"

// Files dropped on the library go up two at a time, each with its own progress and its own
// error. A 429 means the server is busy: the queue starts nothing new until its Retry-After has
// passed, then sends the refused file again. A file of the wrong type or too big is refused here,
// before it is sent.

/** How many files are sent at once. */
export const AT_ONCE = 2
/** How many times one file is sent again after a 429 before it is given up. */
const BUSY_RETRIES = 5
/** The wait after a 429 that names none, in seconds. */
const DEFAULT_WAIT = 5

export type UploadStatus = "waiting" | "uploading" | "done" | "failed"

export interface Upload {
  key: number
  file: File
  status: UploadStatus
  /** How much has gone (0–1), or null while unknown. */
  progress: number | null
  /** Waiting because the server asked the queue to wait. */
  busy: boolean
  item?: MediaItem
  /** An i18n key, or the server's own words. */
  error?: string
}

export type Send = (file: File, onProgress: Progress) => Promise<MediaItem>

export function useUploadQueue(send: Send) {
  const [uploads, setUploads] = React.useState<Upload[]>([])
  const jobs = React.useRef<Upload[]>([])
  const running = React.useRef(0)
  const retries = React.useRef(new Map<number, number>())
  const pause = React.useRef<ReturnType<typeof setTimeout> | null>(null)
  const nextKey = React.useRef(1)
  const sendRef = React.useRef(send)
  sendRef.current = send

  const patch = React.useCallback((key: number, change: Partial<Upload>) => {
    jobs.current = jobs.current.map((job) =>
      job.key === key ? { ...job, ...change } : job
    )
    setUploads(jobs.current)
  }, [])

  const pump = React.useCallback(() => {
    while (!pause.current && running.current < AT_ONCE) {
      const next = jobs.current.find((job) => job.status === "waiting")
      if (!next) return
      running.current += 1
      patch(next.key, { status: "uploading", progress: null, busy: false })
      void sendRef
        .current(next.file, (progress) => patch(next.key, { progress }))
        .then(
          (item) => patch(next.key, { status: "done", progress: 1, item }),
          (error) => refused(next.key, error)
        )
        .finally(() => {
          running.current -= 1
          pump()
        })
    }
  }, [patch])

  const refused = (key: number, error: unknown) => {
    const { status, retryAfter, message } = error as {
      status?: number
      retryAfter?: number | null
      message?: string
    }
    const tries = retries.current.get(key) ?? 0
    if (status === 429 && tries < BUSY_RETRIES) {
      retries.current.set(key, tries + 1)
      patch(key, { status: "waiting", progress: null, busy: true })
      if (pause.current) clearTimeout(pause.current)
      pause.current = setTimeout(
        () => {
          pause.current = null
          pump()
        },
        (retryAfter ?? DEFAULT_WAIT) * 1000
      )
      return
    }
    patch(key, { status: "failed", error: uploadErrorText(status, message) })
  }

  React.useEffect(
    () => () => {
      if (pause.current) clearTimeout(pause.current)
    },
    []
  )

  const add = React.useCallback(
    (files: Iterable<File>) => {
      const added = [...files].map((file): Upload => {
        const problem = checkFile(file)
        return {
          key: nextKey.current++,
          file,
          status: problem ? "failed" : "waiting",
          progress: null,
          busy: false,
          error: problem,
        }
      })
      jobs.current = [...jobs.current, ...added]
      setUploads(jobs.current)
      pump()
      return added.map((upload) => upload.key)
    },
    [pump]
  )

  const clear = React.useCallback(() => {
    jobs.current = jobs.current.filter(
      (job) => job.status === "waiting" || job.status === "uploading"
    )
    setUploads(jobs.current)
  }, [])

  return { uploads, add, clear }
}

/** Why a file cannot be sent, as an i18n key, or undefined when it may be. */
export function checkFile(file: File) {
  if (!Object.hasOwn(UPLOAD_TYPES, file.type))
    return "admin.media.upload.wrong_type"
  if (file.size > MAX_UPLOAD_BYTES) return "admin.media.upload.too_big"
  return undefined
}

/** What to say about a refused upload: the panel's words for a type or a size the server
 * refused, else the server's own, else a plain failure. */
export function uploadErrorText(status?: number, message?: string) {
  if (status === 415) return "admin.media.upload.wrong_type"
  if (status === 413) return "admin.media.upload.too_big"
  if (status === 429) return "admin.media.upload.busy_failed"
  if (status === 0) return "admin.error.network"
  return message || "admin.error.unknown"
}
