import fp from "fastify-plugin"
import { boundedImagePreparer } from "./images"

// The one bounded image decoder every upload route shares (plugins/app/uploads/images.ts): one process, one
// bound, whichever route the images come through.

declare module "fastify" {
  interface FastifyInstance {
    prepareImage: ReturnType<typeof boundedImagePreparer>
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      "prepareImage",
      boundedImagePreparer({
        concurrency: fastify.config.imageConcurrency,
        queue: fastify.config.imageQueue,
      })
    )
  },
  { name: "image-preparer", dependencies: ["env"] }
)
