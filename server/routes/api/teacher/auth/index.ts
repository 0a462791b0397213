import type { TypedPlugin } from "../../../../lib/type-provider"
import { withLegacyId } from "../../../../lib/records"
import {
  TeacherRegistration,
  TeacherResponse,
} from "../../../../../schemas/auth"
import { errorResponses } from "../../../../../schemas/common"

// Teachers register themselves, with no account to sign in with yet; the password is kept only as a
// scrypt hash and the response schema has no field that could carry it.
const teacherAuth: TypedPlugin = async (fastify) => {
  fastify.post(
    "/register",
    {
      config: { rateLimit: fastify.rateLimitFor("forms") },
      schema: {
        body: TeacherRegistration,
        response: {
          201: TeacherResponse,
          ...errorResponses(400, 409, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const { password, phone = "", subject = "", ...person } = request.body
      const passwordHash = await fastify.passwordManager.hash(password)
      const teacher = await fastify.usersRepository.createTeacher({
        ...person,
        phone,
        subject,
        passwordHash,
      })
      if (!teacher) {
        return reply.conflict(
          "A teacher with this e-mail address is already registered"
        )
      }
      fastify.notifier.wake()
      return reply.code(201).send({
        teacher: withLegacyId(teacher),
        message: "Registration received",
      })
    }
  )
}

export default teacherAuth
