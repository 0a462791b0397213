import nodemailer, { type Transporter } from "nodemailer"

// The SMTP server as the notifier (notifier.ts) sees it: the pool of connections to it, what a
// failed send says of it, and, while it does not answer, whether it is back.

export function smtpTransport(url: string): Transporter {
  return nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 3,
    // A server that does not answer is a failed attempt within seconds, not minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // Messages hold only text we wrote; never read a file or URL a message might name.
    disableFileAccess: true,
    disableUrlAccess: true,
  })
}

// No SMTP answer at all (refused, timed out, cut off) or 421, "service not available": the
// server is away, rather than refusing this one e-mail.
function serverDown(error: unknown) {
  const code = (error as { responseCode?: number } | null)?.responseCode
  return code === undefined || code === 421
}

// A failed send in words, with the error's code when its message leaves it out.
export function describeSendError(error: unknown) {
  if (!(error instanceof Error)) return String(error)
  const code = (error as { code?: string }).code
  return code && !error.message.includes(code)
    ? `${code}: ${error.message}`
    : error.message
}

export interface SmtpReachabilityParts {
  transport: Transporter | null
  clock: () => number
  probeMs: number
  // The server answers again after not answering since then (null: another answer said so first).
  onBack: (since: number | null) => Promise<void>
}

// Since when the SMTP server has not answered (null: it answers), and when it was last asked.
export function smtpReachability({
  transport,
  clock,
  probeMs,
  onBack,
}: SmtpReachabilityParts) {
  let unreachableSince: number | null = null
  let probedAt = 0

  async function back() {
    const since = unreachableSince
    unreachableSince = null
    await onBack(since)
  }

  return {
    // A send failed: when the server is away, it is asked again a probe's interval from now
    // (this attempt was the last answer).
    failed(error: unknown) {
      if (serverDown(error) && unreachableSince === null)
        unreachableSince = probedAt = clock()
    },

    // A send was accepted: the server answers.
    async answered() {
      if (unreachableSince !== null) await back()
    },

    // While the server is away, asks it every probeMs whether it answers; true when it does.
    async probe() {
      if (unreachableSince === null || clock() - probedAt < probeMs)
        return false
      probedAt = clock()
      const answers = await transport!.verify().then(
        () => true,
        () => false
      )
      if (answers) await back()
      return answers
    },

    // How long until the next probe is due (Infinity while the server answers).
    untilProbe() {
      return unreachableSince === null
        ? Infinity
        : Math.max(0, probedAt + probeMs - clock())
    },
  }
}
