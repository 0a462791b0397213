import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { expect } from "@playwright/test"
import { simpleParser, type ParsedMail } from "mailparser"
import { e2eMailDir } from "../../scripts/e2e-server-port.mjs"

// The e-mails the end-to-end server sent, as its SMTP server took them (scripts/e2e-server.mjs
// leaves one .eml file each): what a reader's mailbox would hold.

export interface Mail {
  parsed: ParsedMail
  raw: string
  // A header as sent, unfolded (mailparser turns the List-* ones into a structure of its own).
  header(name: string): string | undefined
}

// Each e-mail parsed once per worker: a run leaves hundreds, and a wait polls them all again and
// again. A file is complete once its name ends in .eml (the server renames it into place whole).
const parsed = new Map<string, Promise<Mail>>()

function read(file: string): Promise<Mail> {
  let mail = parsed.get(file)
  if (!mail) parsed.set(file, (mail = parse(file)))
  return mail
}

async function parse(file: string): Promise<Mail> {
  const raw = readFileSync(join(e2eMailDir, file), "utf8")
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ")
  return {
    parsed: await simpleParser(raw),
    raw,
    header: (name) => new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1],
  }
}

/** Every e-mail to `address` so far. */
export async function mailsTo(address: string): Promise<Mail[]> {
  const files = readdirSync(e2eMailDir).filter((file) => file.endsWith(".eml"))
  const mails = await Promise.all(files.sort().map(read))
  return mails.filter((mail) =>
    [mail.parsed.to ?? []]
      .flat()
      .some((to) =>
        to.value.some(
          (entry) => entry.address?.toLowerCase() === address.toLowerCase()
        )
      )
  )
}

/** Waits until `count` e-mails to `address` match, and returns them. */
export async function waitForMail(
  address: string,
  match: (mail: Mail) => boolean = () => true,
  count = 1
): Promise<Mail[]> {
  let found: Mail[] = []
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).filter(match)
        return found.length
      },
      { timeout: 20_000, message: `e-mails to ${address}` }
    )
    .toBeGreaterThanOrEqual(count)
  return found
}

/** A link of an e-mail (on the site's public address) on the server under test. */
export function onTestServer(url: string, baseURL: string) {
  const parsed = new URL(url)
  return new URL(
    `${parsed.pathname}${parsed.search}${parsed.hash}`,
    baseURL
  ).toString()
}

/**
 * Waits for the latest e-mail to `to` whose text matches, and gives its subject, its text and the
 * link with a token it carries (whole, and as a path on the server under test).
 */
export async function mailTo(to: string, matching: RegExp, timeout = 20_000) {
  let found: Mail | undefined
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to))
          .reverse()
          .find((mail) => matching.test(mail.parsed.text ?? ""))
        return Boolean(found)
      },
      { timeout, message: `an e-mail to ${to} matching ${matching}` }
    )
    .toBe(true)
  const text = found!.parsed.text ?? ""
  const link = /https?:\/\/\S+\?token=[\w-]+/.exec(text)?.[0]
  return {
    subject: found!.parsed.subject ?? "",
    text,
    link,
    path: link && new URL(link).pathname + new URL(link).search,
  }
}
