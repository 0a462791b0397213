// Stops what global-setup.ts started.
export default async function globalTeardown() {
  await Promise.all(
    (globalThis.__testServices ?? []).map((service) => service.stop())
  )
  globalThis.__testServices = undefined
}
