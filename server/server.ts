import closeWithGrace from "close-with-grace"
import { buildApp } from "./app"

// Starts the one server (the site and the API) on HOST:PORT; SIGINT/SIGTERM finish the requests in
// flight and close the database before exiting.
//
// Under `npm start` a terminal's Ctrl-C reaches this process twice: from the terminal (we share
// its process group, so a supervisor's kill of the group ends us too) and relayed by npm. Both
// mean "stop gracefully", so signals are taken here, once, rather than by close-with-grace,
// whose second signal means "exit now" and would drop the requests in flight.
async function main() {
  const app = await buildApp()
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
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
