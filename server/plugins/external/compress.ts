import compress from "@fastify/compress"
import fp from "fastify-plugin"

// @see https://github.com/fastify/fastify-compress
// Brotli first (quality 4 by the plugin's default: most of the gain at a fraction of the CPU),
// gzip for older clients; responses under 1 KiB go out as they are.
export default fp(
  async (fastify) => {
    await fastify.register(compress, {
      encodings: ["br", "gzip"],
      threshold: 1024,
    })
  },
  { name: "compress" }
)
