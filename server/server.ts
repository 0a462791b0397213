import closeWithGrace from "close-with-grace"
import { buildApp } from "./app"

// Starts the one server of CONTRACT.md on HOST:PORT; SIGINT/SIGTERM finish the requests in
// flight and close the database before exiting.
async function main() {
  const app = await buildApp()
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, "closing after an uncaught error")
    else app.log.info({ signal }, "closing")
    await app.close()
  })
  await app.listen({ host: app.config.HOST, port: app.config.PORT })
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
