import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { expect } from "@playwright/test"
import { simpleParser } from "mailparser"
import { e2eMailDir } from "../../scripts/e2e-server-port.mjs"

/**
 * The e-mails the end-to-end server sent, as its real SMTP server took them
 * (scripts/e2e-server.mjs keeps each as a file): waits for the latest one to an address whose
 * text matches, and gives its text and the link it carries.
 */
export async function mailTo(to: string, matching: RegExp, timeout = 20_000) {
  let found: { subject: string; text: string } | undefined
  await expect
    .poll(
      async () => {
        for (const file of readdirSync(e2eMailDir).sort().reverse()) {
          const mail = await simpleParser(
            readFileSync(path.join(e2eMailDir, file))
          )
          const recipients = [mail.to]
            .flat()
            .flatMap((address) => address?.value ?? [])
            .map((address) => address.address?.toLowerCase())
          if (
            recipients.includes(to.toLowerCase()) &&
            matching.test(mail.text ?? "")
          ) {
            found = { subject: mail.subject ?? "", text: mail.text ?? "" }
            return true
          }
        }
        return false
      },
      { timeout, message: `an e-mail to ${to} matching ${matching}` }
    )
    .toBe(true)
  const link = /https?:\/\/\S+\?token=[\w-]+/.exec(found!.text)?.[0]
  return {
    ...found!,
    link,
    path: link && new URL(link).pathname + new URL(link).search,
  }
}
