import type { FastifyInstance } from "fastify"

// What the requests a build took say of it, for its release: who or what started it, and what
// it changed.

type PublishStateRepository = FastifyInstance["publishStateRepository"]
export type PublishRequest = Awaited<
  ReturnType<PublishStateRepository["requests"]>
>[number]
type Changed = Parameters<PublishStateRepository["addRelease"]>[0]["changed"]

// Who or what started a build, in words: "publish by ada@example.com, the schedule".
export function triggerOf(requests: PublishRequest[]) {
  const words = requests.map((request) => {
    if (request.by === "scheduler")
      return request.action === "date" ? "a new day" : "the schedule"
    if (request.action === "startup") return "the server starting"
    return `${request.action.replace("_", " ")} by ${request.by}`
  })
  return [...new Set(words)].join(", ")
}

// Each record a build changed, once, with what last happened to it.
export function changesOf(requests: PublishRequest[]): Changed {
  const changed = new Map<string, Changed[number]>()
  for (const request of requests) {
    if (!request.resource || !request.recordId) continue
    changed.set(`${request.resource}/${request.recordId}`, {
      resource: request.resource,
      id: request.recordId,
      title: request.title ?? "",
      action: request.action,
    })
  }
  return [...changed.values()]
}
