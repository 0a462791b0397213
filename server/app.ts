import { randomUUID } from "node:crypto"
import path from "node:path"
import autoload from "@fastify/autoload"
import type { TypeBoxProvider } from "./common/type-provider"
import Fastify, {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyInstance,
  type FastifyServerOptions,
  type onRouteHookHandler,
} from "fastify"
import fp from "fastify-plugin"
import {
  errorHandler,
  formatSchemaError,
  rejectDeepNestingAndNul,
} from "./common/errors"
import { loggedUrl } from "./common/logged-url"
import { isPluginFile } from "./common/plugin-files"
import { readConfig, type Config } from "./plugins/external/env"
import type { NotifierPluginOptions } from "./plugins/app/outbox/notifier"
import type { JobsPluginOptions } from "./plugins/app/jobs/jobs"

// The application, in fastify/demo's shape: external plugins (configuration, database,
// security), then our own (repositories, auth), then the routes, whose folders are their URLs.

// Besides the configuration, tests may hand the background work a clock of their own (the
// notifier's 24 hours pass in a moment) and shorter timings.
export interface AppOptions extends NotifierPluginOptions, JobsPluginOptions {
  config: Config
}

export default async function serviceApp(
  fastify: FastifyInstance,
  opts: AppOptions
) {
  // First: plugins take the error handler and hooks that exist when they are registered.
  fastify.setErrorHandler(errorHandler)
  fastify.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id)
  })
  fastify.addHook("preValidation", rejectDeepNestingAndNul)
  await fastify.register(autoload, {
    dir: path.join(__dirname, "plugins", "external"),
    options: { config: opts.config },
  })
  // One folder per subsystem (plugins/README.md); only its plugin files are loaded, not the
  // helpers beside them.
  const appPlugins = path.join(__dirname, "plugins", "app")
  await fastify.register(autoload, {
    dir: appPlugins,
    matchFilter: (file: string) => isPluginFile(path.join(appPlugins, file)),
    options: {
      clock: opts.clock,
      notifierTiming: opts.notifierTiming,
      jobTickMs: opts.jobTickMs,
    },
  })
  await fastify.register(autoload, {
    dir: path.join(__dirname, "routes"),
    autoHooks: true,
    cascadeHooks: true,
  })

  // Reached by a method no route takes: GET and HEAD always match the site (site-static.ts)
  // and /api/* has its own answer (routes/api/index.ts), so this is e.g. POST /faq.
  fastify.setNotFoundHandler(async (request, reply) => {
    return reply
      .code(405)
      .header("allow", "GET, HEAD")
      .send({
        message: `${request.method} is not allowed here; the site only answers GET`,
      })
  })
}

export function loggerOptions(config: Config): FastifyServerOptions["logger"] {
  return {
    level: config.LOG_LEVEL,
    // Fastify logs no headers or bodies, and neither do we; this is the net for a future
    // log call that passes a request or a body along.
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        "headers.authorization",
        "password",
        "token",
        "passwordHash",
        "body.password",
        "body.token",
      ],
      censor: "[redacted]",
    },
  }
}

// One access-log line per request, when it completes, with its id (Fastify's default writes a
// line as the request arrives and another as it leaves; half the logging for the same facts), and
// its address without tokens or query values (server/common/logged-url.ts).
class AccessLog extends LogController {
  incomingRequest() {}

  requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply
  ) {
    const entry = {
      method: request.method,
      url: loggedUrl(request, reply.statusCode),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
    }
    if (error) reply.log.error({ ...entry, err: error }, "request failed")
    else reply.log.info(entry, "request")
  }
}

export interface BuildOptions extends NotifierPluginOptions, JobsPluginOptions {
  env?: Record<string, string | undefined>
  config?: Partial<Config>
  logger?: FastifyServerOptions["logger"]
  // Told of every route as it is added (tests that must reach every route, a new one included).
  onRoute?: onRouteHookHandler
}

// Tests call this with a temporary database, a fake public/ and `env: {}`; server.ts with nothing.
export async function buildApp(options: BuildOptions = {}) {
  const config = readConfig(options.env, options.config)
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: 64 * 1024,
    // A request, headers included, that takes longer than this to arrive is answered 408 and its
    // connection closed, so clients sending a byte now and then cannot hold every connection.
    // Node checks its connections at an interval (30 s by default): a fraction of the timeout.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(
        1000,
        Math.ceil(config.headersTimeoutMs / 4)
      ),
    },
    trustProxy: config.TRUST_PROXY,
    genReqId: () => randomUUID(),
    logController: new AccessLog(),
    return503OnClosing: true,
    // Fastify gives each plugin 10 s to start; the migrations of a first start, or any start on a
    // busy PostgreSQL, may need longer. A plugin that fails still fails at once.
    pluginTimeout: 60_000,
    // Wrong types are errors, not coerced ("123" stays text, 123 is not a name); the querystring
    // parameters we take are text anyway.
    ajv: { customOptions: { coerceTypes: false } },
    schemaErrorFormatter: formatSchemaError,
    // A URL that cannot be decoded never reaches a route; it still answers { message }.
    frameworkErrors: (error, _request, reply) => {
      const message = `The request could not be read: ${error.message}`
      ;(reply as FastifyReply).code(400).send({ message })
    },
  }).withTypeProvider<TypeBoxProvider>()
  if (options.onRoute) app.addHook("onRoute", options.onRoute)
  await app.register(fp(serviceApp), {
    config,
    clock: options.clock,
    notifierTiming: options.notifierTiming,
    jobTickMs: options.jobTickMs,
  })
  return app
}
