import type { TypedPlugin } from "../../../../common/type-provider"
import { newId } from "../../../../db/ids"
import { withLegacyId } from "../../../../common/records"
import { refuseCommonPassword } from "../../../../plugins/app/people/common-passwords"
import {
  TeacherRegistration,
  TeacherResponse,
} from "../../../../../schemas/auth"
import { errorResponses } from "../../../../../schemas/common"

// Teachers register themselves; the password is kept only as a scrypt hash and
// the response schema has no field that could carry it. A registration that fills the honeypot
// (the `website` field the form hides from people) is a robot's: it is answered like any other,
// but nothing is hashed, kept or e-mailed.
const REGISTERED = "Registration received"

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
      const {
        password,
        phone = "",
        subject = "",
        website = "",
        ...person
      } = request.body
      if (website.trim() !== "") {
        const now = new Date().toISOString()
        // Shaped as a new registration is: pending, with no profile yet.
        const teacher = {
          id: newId(),
          ...person,
          phone,
          subject,
          status: "pending",
          photo: "",
          bio: "",
        }
        return reply.code(201).send({
          teacher: withLegacyId({ ...teacher, createdAt: now, updatedAt: now }),
          message: REGISTERED,
        })
      }
      refuseCommonPassword(password)
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
        message: REGISTERED,
      })
    }
  )
}

export default teacherAuth
