import { randomBytes } from "node:crypto"
import { createInterface } from "node:readline"
import { Writable } from "node:stream"
import { connect } from "../db/connect"
import { migrate } from "../db/migrate"
import {
  COMMON_PASSWORD,
  isCommonPassword,
} from "../plugins/app/people/common-passwords"
import { createLoginFailuresRepository } from "../plugins/app/people/login-failures-repository"
import { createPasswordManager } from "../plugins/app/people/password-manager"
import { createUsersRepository } from "../plugins/app/people/users-repository"
import { MIN_ADMIN_PASSWORD, readConfig } from "../plugins/external/env"

// `npm run admin -- reset-password EMAIL`, for an administrator locked out: sets a new password for
// an administrator, read from standard input (a pipe, or typed without echo at a terminal), or,
// when that is empty, generated and printed once. Every session of that administrator ends, and the
// address's failed logins are forgotten. It opens the database the server would, from the same
// environment and .env.

const USAGE = "Usage: npm run admin -- reset-password EMAIL"

async function main([command, email]: string[]) {
  if (command !== "reset-password" || !email) throw new Error(USAGE)
  const config = readConfig()
  const { db } = connect(config.DATABASE_URL)
  try {
    await migrate(db)
    const users = createUsersRepository(db)
    const admin = await users.findAdminByEmail(email)
    if (!admin)
      throw new Error(
        `There is no administrator with the e-mail address ${email}`
      )
    const given = await readPassword()
    if (given && given.length < MIN_ADMIN_PASSWORD)
      throw new Error(
        `The password must be at least ${MIN_ADMIN_PASSWORD} characters long, not ${given.length}; nothing was changed`
      )
    if (given && isCommonPassword(given))
      throw new Error(`${COMMON_PASSWORD}; nothing was changed`)
    const password = given || randomBytes(18).toString("base64url")
    const hash = await createPasswordManager(config.scryptCost).hash(password)
    await users.setAdminPassword(admin.id, hash, { revokeTokens: true })
    await createLoginFailuresRepository(db).clear(admin.email)
    console.log(
      given
        ? `The password of ${admin.email} is changed.`
        : `The new password of ${admin.email} is ${password} (shown this once).`
    )
  } finally {
    await db.destroy()
  }
}

// The first line of standard input; at a terminal, asked for without echoing what is typed.
async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    process.stdout.write("New password (empty to generate one): ")
    const line = new Promise<string>((resolve) => {
      // readline echoes to its output: here, nowhere.
      const nowhere = new Writable({
        write: (_chunk, _encoding, done) => done(),
      })
      const input = createInterface({
        input: process.stdin,
        output: nowhere,
        terminal: true,
      })
      input.once("line", (text) => {
        input.close()
        process.stdout.write("\n")
        resolve(text)
      })
    })
    return line
  }
  let text = ""
  for await (const chunk of process.stdin) text += chunk
  return text.split(/\r?\n/)[0]
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
