import type {
  FastifyPluginAsyncTypebox,
  TypeBoxTypeProvider,
} from "@fastify/type-provider-typebox"

// @see https://github.com/fastify/fastify-type-provider-typebox
// Route types from our TypeBox schemas, through Fastify's own provider: its 5.x line is the one
// for @sinclair/typebox 0.34, which the schemas are built with (6.x moved to TypeBox 1, the
// `typebox` package, and types 0.34's Unsafe and Union as unknown).
export type TypeBoxProvider = TypeBoxTypeProvider

export type TypedPlugin = FastifyPluginAsyncTypebox
