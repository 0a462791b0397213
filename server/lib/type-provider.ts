import type {
  FastifyPluginAsync,
  FastifyTypeProvider,
  RawServerDefault,
} from "fastify"
import type { Static, TSchema } from "@sinclair/typebox"

// Route types from our TypeBox schemas. @fastify/type-provider-typebox 6 is written for TypeBox 1
// (the `typebox` package) while our schemas use @sinclair/typebox 0.34, whose Static it only
// half understands (an Unsafe or a Union comes out as unknown); this binds to the TypeBox the
// schemas are actually built with.
export interface TypeBoxProvider extends FastifyTypeProvider {
  validator: this["schema"] extends TSchema ? Static<this["schema"]> : unknown
  serializer: this["schema"] extends TSchema ? Static<this["schema"]> : unknown
}

export type TypedPlugin = FastifyPluginAsync<
  Record<never, never>,
  RawServerDefault,
  TypeBoxProvider
>
