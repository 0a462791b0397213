// A real SMTP server on a free loopback port that takes every message (nodemailer's smtp-server):
// the end-to-end server and the benchmark send the site's enquiry e-mails to it. Plain SMTP, no
// STARTTLS (its certificate would be self-signed) and no login.
//
// Imported: startSmtpSink({ onMessage }) calls onMessage(raw Buffer) for each message taken.
// Run as a script (`node scripts/smtp-sink.mjs`), as the benchmark does to keep its work out of
// the measuring process: prints `listening PORT`, then `mail NANOSECONDS SUBJECT` the moment it
// takes each message, with process.hrtime's clock, which every process on the machine shares.
import { once } from "node:events"
import { fileURLToPath } from "node:url"
import { SMTPServer } from "smtp-server"

export async function startSmtpSink({ onMessage }) {
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    closeTimeout: 100,
    // Loopback only: no DNS lookup of the client.
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      const chunks = []
      stream.on("data", (chunk) => chunks.push(chunk))
      stream.on("end", () => {
        onMessage(Buffer.concat(chunks))
        callback()
      })
    },
  })
  server.listen(0, "127.0.0.1")
  await once(server.server, "listening")
  return {
    port: server.server.address().port,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sink = await startSmtpSink({
    onMessage(raw) {
      const at = process.hrtime.bigint()
      const head = raw.subarray(0, raw.indexOf("\r\n\r\n")).toString()
      const subject = /^Subject: (.*)$/m.exec(head)?.[1] ?? ""
      process.stdout.write(`mail ${at} ${subject}\n`)
    },
  })
  process.stdout.write(`listening ${sink.port}\n`)
  process.on("SIGTERM", () => sink.close().then(() => process.exit(0)))
}
