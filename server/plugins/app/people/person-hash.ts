import fp from "fastify-plugin"
import { personHashWith, type PersonHash } from "../../../common/keyed-hashes"

// The keyed hash that names a person without their address: in the consent ledger once their
// sign-up is gone, and in the audit entries about viewing, exporting or erasing their data. An
// HMAC-SHA256 of the lower-cased address with a key derived from the server's signing secret
// (plugins/external/jwt.ts), so the same address always gives the same hash on this site, and
// nobody without the secret can test an address against it. A new JWT_SECRET gives new hashes.

export type { PersonHash }

declare module "fastify" {
  interface FastifyInstance {
    personHash: PersonHash
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate("personHash", personHashWith(fastify.derivedKey("person")))
  },
  { name: "person-hash", dependencies: ["jwt"] }
)
