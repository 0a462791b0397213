import { randomBytes } from "node:crypto"
import { chmodSync, mkdirSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import fp from "fastify-plugin"

// So that a fresh install can be signed in to: at start, when no administrator exists, one is created from ADMIN_EMAIL and
// ADMIN_PASSWORD. Without a password a random one is generated and written to a file readable by
// this user only, beside the SQLite database (or, when the database is not a local file, in
// `localDataDir`, the project's data/ folder); the log names the file, never the password, since
// logs are shipped, kept and read by more people than the server's own folder.

export const FIRST_ADMIN_FILE = "first-admin-password"

export function writeFirstAdminPassword(
  folder: string,
  email: string,
  password: string
): string {
  mkdirSync(folder, { recursive: true, mode: 0o700 })
  const file = path.join(folder, FIRST_ADMIN_FILE)
  // Made afresh, so that it is 0600 from its first byte whatever an older copy's mode was.
  rmSync(file, { force: true })
  writeFileSync(
    file,
    [
      "The first administrator of this site, created with a generated password.",
      "Sign in with it, change it (Account in the panel), then delete this file.",
      "",
      `E-mail: ${email}`,
      `Password: ${password}`,
      "",
    ].join("\n"),
    { mode: 0o600, flag: "wx" }
  )
  chmodSync(file, 0o600)
  return file
}

export default fp(
  async (fastify) => {
    const {
      config,
      dbInfo,
      siteConfig,
      usersRepository,
      passwordManager,
      log,
    } = fastify
    if ((await usersRepository.countAdmins()) > 0) return

    const email =
      config.ADMIN_EMAIL ||
      `admin@${siteConfig.email.split("@")[1] || "localhost"}`
    if (!/^[^\s@]+@[^\s@]+$/.test(email))
      throw new Error(`ADMIN_EMAIL "${email}" is not an e-mail address`)
    const password =
      config.ADMIN_PASSWORD || randomBytes(18).toString("base64url")
    const created = await usersRepository.createAdmin(
      email,
      await passwordManager.hash(password)
    )
    // Several servers starting together on one database: one of them makes the administrator.
    if (!created) return
    if (config.ADMIN_PASSWORD) {
      log.info(`Created the first administrator, ${email}, with ADMIN_PASSWORD`)
      return
    }
    const folder = dbInfo.sqliteFile
      ? path.dirname(dbInfo.sqliteFile)
      : config.localDataDir
    const file = writeFirstAdminPassword(folder, email, password)
    log.warn(
      { file },
      `Created the first administrator, ${email}, with a generated password, written to ${file} ` +
        "(readable by this user only): sign in with it, change it, then delete the file. " +
        "Set ADMIN_EMAIL and ADMIN_PASSWORD before the first start to choose them."
    )
  },
  {
    name: "first-admin",
    dependencies: ["db", "site-config", "users-repository", "password-manager"],
  }
)
