import type { FastifyRequest } from "fastify"

// The address of a request as the access log writes it, so that no log line carries a token or an
// e-mail address from a URL: the route's pattern where the route has named parameters
// (/preview/:token), else the path (the site's pages, /api/admin/users) with any segment that
// holds an address masked; the query as its parameters' names, their values masked
// (?token=*&email=*).

const plainName = /^[\w.[\]-]{1,40}$/
const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH"] as const

export function loggedUrl(request: FastifyRequest, status: number): string {
  const at = request.url.indexOf("?")
  const path = at === -1 ? request.url : request.url.slice(0, at)
  const pattern = request.routeOptions.url
  const shown = pattern?.includes(":")
    ? pattern
    : maskedPath(path, answered(status) ? null : request)
  if (at === -1) return shown
  const names = [...new URLSearchParams(request.url.slice(at + 1)).keys()]
  const masked = names.map((name) => `${plainName.test(name) ? name : "*"}=*`)
  return `${shown}?${masked.join("&")}`
}

// A request answered with what it asked for (the site's pages and files, the hot path) reached a
// route of its own, so its path holds no other route's parameter; only a refused or redirected one
// (a POST to a preview link, the link with a slash added) is worth looking up under every method.
function answered(status: number) {
  return status < 300 || status === 304
}

// The path with any segment holding an address masked and, for a refused request, the value of
// each parameter of the routes its path (less a trailing slash) takes under any method: a POST to a
// preview link is written /preview/:token.
function maskedPath(path: string, refused: FastifyRequest | null) {
  const named = refused ? otherRoutesParameters(refused, path) : new Map()
  return path
    .split("/")
    .map((segment) => {
      const name = named.get(decoded(segment))
      if (name) return name
      return /@|%40/i.test(segment) ? "*" : segment
    })
    .join("/")
}

function otherRoutesParameters(request: FastifyRequest, path: string) {
  const url = path.length > 1 ? path.replace(/\/$/, "") : path
  const named = new Map<string, string>()
  for (const method of METHODS) {
    const route = request.server.findRoute({ method, url })
    for (const [name, value] of Object.entries(route?.params ?? {}))
      if (name !== "*") named.set(String(value), `:${name}`)
  }
  return named
}

function decoded(segment: string) {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
