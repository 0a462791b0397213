import type { TypedPlugin } from "../../../../common/type-provider"
import type { Actor } from "../../../../plugins/app/people/actor"
import { Me, MeUpdate } from "../../../../../schemas/auth"
import { errorResponses } from "../../../../../schemas/common"
import { can, rolesFor } from "../../../../../schemas/permissions"

// One's own account, whoever signs in: who they are and their role (the panel shows what the role
// may do), a teacher's public profile (name, photo, subject, short biography: the Academy page
// shows it once they are approved), and a change of password, which ends every other session
// and answers with a token for this one. A teacher's change of their profile waits for staff to
// approve it (pendingProfile), and their photo is one of their uploads, never an address
// elsewhere that could track the site's visitors.

// long: a list of route registrations, each short
const me: TypedPlugin = async (fastify) => {
  const { httpErrors } = fastify

  async function describe(actor: Actor) {
    const staff = {
      name: null,
      photo: null,
      subject: null,
      bio: null,
      status: null,
      pendingProfile: null,
    }
    if (actor.role !== "teacher")
      return { id: actor.id, email: actor.email, role: actor.role, ...staff }
    const profile = await fastify.teachersRepository.profile(actor.id)
    if (!profile) throw httpErrors.unauthorized("This account no longer exists")
    return { ...profile, role: actor.role }
  }

  fastify.get(
    "/",
    {
      config: { roles: rolesFor("me", "show") },
      schema: { response: { 200: Me, ...errorResponses(401, 403) } },
    },
    async (request) => describe(request.actor!)
  )

  fastify.put(
    "/",
    {
      config: {
        roles: rolesFor("me", "edit"),
        // A password is checked here: the login's limit applies.
        rateLimit: fastify.rateLimitFor("login"),
      },
      schema: {
        body: MeUpdate,
        response: { 200: Me, ...errorResponses(400, 401, 403, 413, 415, 429) },
      },
    },
    async (request) => {
      const actor = request.actor!
      const { currentPassword, newPassword, ...profile } = request.body
      if ((currentPassword === undefined) !== (newPassword === undefined))
        throw httpErrors.badRequest(
          "A new password needs the current one: send both currentPassword and newPassword"
        )
      if (Object.keys(profile).length && !can(actor.role, "profile", "edit"))
        throw httpErrors.badRequest(
          "Only a teacher's account has a profile (name, photo, subject, bio)"
        )
      // Checked before the password changes: a 400 after it would not carry the new token, and
      // the change ends this session.
      if (
        profile.photo &&
        !(await fastify.uploadsRepository.meta(
          profile.photo.slice("/uploads/".length)
        ))
      )
        throw httpErrors.badRequest(
          `There is no upload at ${profile.photo}: upload the photo first`
        )
      let token: string | undefined
      if (currentPassword !== undefined && newPassword !== undefined) {
        token =
          (await fastify.changeAdminPassword(
            actor,
            currentPassword,
            newPassword
          )) ?? undefined
        if (!token)
          throw httpErrors.badRequest("The current password is not right")
      }
      // Waits for staff (POST /api/admin/teachers/{id}/profile/approve): no build until then.
      if (Object.keys(profile).length)
        await fastify.teachersRepository.updateProfile(actor.id, profile, actor)
      return { ...(await describe(actor)), ...(token && { token }) }
    }
  )
}

export default me
