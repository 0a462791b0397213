import { startServer } from "./start"

// The production entry point: the server as configured by the environment (start.ts).
startServer().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
