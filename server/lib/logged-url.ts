import type { FastifyRequest } from "fastify"

// The address of a request as the access log writes it, so that no log line carries a token or an
// e-mail address from a URL: the route's pattern where the route has named parameters
// (/preview/:token), else the path (the site's pages, /api/admin/users), with the parameters of a
// route that takes it under another method (a POST to a preview link) and any segment that holds
// an address masked; the query as its parameters' names, their values masked (?token=*&email=*).

const plainName = /^[\w.[\]-]{1,40}$/
const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH"] as const

export function loggedUrl(request: FastifyRequest): string {
  const at = request.url.indexOf("?")
  const path = at === -1 ? request.url : request.url.slice(0, at)
  const pattern = request.routeOptions.url
  const shown = pattern?.includes(":") ? pattern : maskedPath(request, path)
  if (at === -1) return shown
  const names = [...new URLSearchParams(request.url.slice(at + 1)).keys()]
  const masked = names.map((name) => `${plainName.test(name) ? name : "*"}=*`)
  return `${shown}?${masked.join("&")}`
}

function maskedPath(request: FastifyRequest, path: string) {
  const values = new Map<string, string>()
  for (const method of METHODS) {
    const route = request.server.findRoute({ method, url: path })
    for (const [name, value] of Object.entries(route?.params ?? {}))
      if (name !== "*") values.set(String(value), `:${name}`)
  }
  return path
    .split("/")
    .map((segment) => {
      const named = values.get(decoded(segment))
      if (named) return named
      return /@|%40/i.test(segment) ? "*" : segment
    })
    .join("/")
}

function decoded(segment: string) {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
