import closeWithGrace from "close-with-grace"
import type { FastifyInstance } from "fastify"
import { buildApp, type BuildOptions } from "./app"

// Starts the one server (the site and the API) on HOST:PORT; SIGINT/SIGTERM finish the requests in
// flight and close the database before exiting. server.ts starts it as configured; the end-to-end
// server (scripts/e2e-server.mjs) hands it a clock of its own and a route that moves that clock.
//
// Under `npm start` a terminal's Ctrl-C reaches this process twice: from the terminal (we share
// its process group, so a supervisor's kill of the group ends us too) and relayed by npm. Both
// mean "stop gracefully", so signals are taken here, once, rather than by close-with-grace,
// whose second signal means "exit now" and would drop the requests in flight.
export async function startServer(
  options: BuildOptions = {},
  addRoutes: (app: FastifyInstance) => void = () => {}
) {
  const app = await buildApp(options)
  addRoutes(app)
  const grace = closeWithGrace(
    { delay: 10_000, skip: ["SIGINT", "SIGTERM"] },
    async ({ err }) => {
      if (err) app.log.error({ err }, "closing after an uncaught error")
      await app.close()
    }
  )
  let stopping = false
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      app.log.info({ signal }, "closing")
      grace.close()
    })
  }
  await app.listen({ host: app.config.HOST, port: app.config.PORT })
  return app
}
