import type { FastifyInstance } from "fastify"
import fp from "fastify-plugin"

// The plugin of a repository made from the database alone: it decorates the instance with the
// repository under `decorator` once the database is there. Its plugin name is the decorator's in
// kebab case ("contactsRepository" is "contacts-repository"), which other plugins depend on.
export function dbRepositoryPlugin<
  K extends keyof FastifyInstance & string,
  Repository extends FastifyInstance[K] & object,
>(decorator: K, create: (db: FastifyInstance["db"]) => Repository) {
  const name = decorator.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
  return fp(
    async (fastify) => {
      const property: string = decorator
      const repository: object = create(fastify.db)
      fastify.decorate(property, repository)
    },
    { name, dependencies: ["db"] }
  )
}
