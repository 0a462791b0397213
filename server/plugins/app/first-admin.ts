import { randomBytes } from "node:crypto"
import fp from "fastify-plugin"

// So that a fresh install can be signed in to: at start, when no administrator exists, one is
// created from ADMIN_EMAIL and ADMIN_PASSWORD. Without a password a random one is generated and
// printed once, here, to the log; it is not stored anywhere else.

export default fp(
  async (fastify) => {
    const { config, siteConfig, usersRepository, passwordManager, log } =
      fastify
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
    } else {
      log.warn(
        `Created the first administrator, ${email}, with the generated password ${password} ` +
          "(shown this once; set ADMIN_EMAIL and ADMIN_PASSWORD before the first start to choose them)"
      )
    }
  },
  {
    name: "first-admin",
    dependencies: ["site-config", "users-repository", "password-manager"],
  }
)
