import sensible from "@fastify/sensible"
import fp from "fastify-plugin"

// @see https://github.com/fastify/fastify-sensible
// fastify.httpErrors and reply.notFound() & co.: HTTP errors with their status, which the error
// handler in server/common/errors.ts answers as { message } like any other.
export default fp(
  async (fastify) => {
    await fastify.register(sensible)
  },
  { name: "sensible" }
)
