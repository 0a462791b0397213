import { once } from "node:events"
import net from "node:net"
import { simpleParser, type ParsedMail } from "mailparser"
import { SMTPServer, type SMTPServerOptions } from "smtp-server"
import type { BuildOptions } from "../app"
import type { Config } from "../plugins/external/env"
import { adminToken, bearer, build, type TestApp } from "./helper"

// A real SMTP server for the tests (nodemailer's own smtp-server), never a mocked transport: it
// takes what the server under test sends over a socket, parses each message with mailparser and
// keeps it. It can refuse mail with a temporary error, and stop and start again on the same port,
// which is how a test makes an outage.

export interface ReceivedMail {
  envelope: { from: string; to: string[] }
  parsed: ParsedMail
  raw: string
  receivedAt: number
}

export interface SmtpSink {
  port: number
  url: string
  received: ReceivedMail[]
  // Answer every recipient with this temporary error (null: accept again).
  refuse(reply: string | null): void
  // Closes the port: connections are refused, as when the mail server is down.
  stop(): Promise<void>
  start(): Promise<void>
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>
}

export async function startSmtpSink(
  port = 0,
  // Called once a message is taken, just before the sender is told so (250): a test's moment to
  // freeze the sender, so that it cannot act on the answer before the test kills it.
  beforeAnswer?: (mail: ReceivedMail) => void
): Promise<SmtpSink> {
  const received: ReceivedMail[] = []
  let refusal: string | null = null
  const waiters = new Set<() => void>()

  const options: SMTPServerOptions = {
    // Plain SMTP on loopback: no STARTTLS (its certificate is self-signed) and no login.
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    // stop() ends the client's open connections at once (421) instead of waiting 30 s.
    closeTimeout: 50,
    // Loopback only: no DNS lookup of the client.
    disableReverseLookup: true,
    onRcptTo(_address, _session, callback) {
      if (!refusal) return callback()
      const error = Object.assign(new Error(refusal), { responseCode: 451 })
      callback(error)
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on("data", (chunk: Buffer) => chunks.push(chunk))
      // Read before answering: the session's envelope is reset for the next message after.
      const envelope = {
        from: session.envelope.mailFrom
          ? session.envelope.mailFrom.address
          : "",
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
      }
      // Recorded before the answer: whatever a sender saw accepted is already in `received`.
      stream.on("end", async () => {
        const raw = Buffer.concat(chunks).toString("utf8")
        const receivedAt = Date.now()
        const mail = {
          envelope,
          parsed: await simpleParser(raw),
          raw,
          receivedAt,
        }
        received.push(mail)
        beforeAnswer?.(mail)
        callback()
        for (const wake of waiters) wake()
      })
    },
  }

  let server = new SMTPServer(options)
  const listen = async (onPort: number) => {
    // A sender killed mid-conversation (a test's kill -9) resets its connection: not a failure
    // of the sink, and not to be thrown in the test process.
    server.on("error", () => {})
    server.listen(onPort, "127.0.0.1")
    await once(server.server, "listening")
    return (server.server.address() as net.AddressInfo).port
  }
  const boundPort = await listen(port)

  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    received,
    refuse(reply) {
      refusal = reply
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = new SMTPServer(options)
      await listen(boundPort)
    },
    waitFor(count, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return
          cleanUp()
          resolve(received.slice())
        }
        const timer = setTimeout(() => {
          cleanUp()
          reject(
            new Error(
              `expected ${count} e-mails within ${timeoutMs} ms, got ${received.length}`
            )
          )
        }, timeoutMs)
        const cleanUp = () => {
          clearTimeout(timer)
          waiters.delete(check)
        }
        waiters.add(check)
        check()
      })
    },
  }
}

// The e-mails of enquiries whose messages read "Enquiry number N", N from 0 to count - 1: each
// exactly once, and no two copies of one (the same Message-ID).
export function expectEachEnquiryOnce(received: ReceivedMail[], count: number) {
  expect(received).toHaveLength(count)
  const numbers = received.map(
    (mail) => /Enquiry number (\d+)/.exec(mail.parsed.text!)![1]
  )
  expect(new Set(numbers).size).toBe(count)
  expect(new Set(received.map((mail) => mail.parsed.messageId)).size).toBe(
    count
  )
}

// A loopback port nothing listens on, for an SMTP server that is down from the start.
export async function closedPort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1")
  await once(server, "listening")
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

// A suite's app that sends its notifications to a sink of its own, and an administrator's
// headers to read them back with.
export function withSmtpApp(
  config: Partial<Config> = {},
  options: Omit<BuildOptions, "config" | "env"> = {}
) {
  const context = {} as {
    sink: SmtpSink
    app: TestApp
    headers: Record<string, string>
  }
  beforeAll(async () => {
    context.sink = await startSmtpSink()
    context.app = await build(
      { SMTP_URL: context.sink.url, ...config },
      options
    )
    context.headers = bearer(await adminToken(context.app))
  })
  afterAll(async () => {
    await context.app?.close()
    await context.sink?.stop()
  })
  return context
}
