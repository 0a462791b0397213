import type { DataProvider, RaRecord } from "react-admin"

// The data provider's side of ImageUrlInput: a field holding a file just dropped ({ rawFile })
// is uploaded before the record is saved, and the record keeps the address the server returns;
// a previewed address ({ src }) goes back as the address it was.

export type UploadImage = (file: File) => Promise<string>

/** A record's fields with each file just dropped uploaded, and each previewed address as it was. */
export async function withUploadsDone(
  data: Partial<RaRecord>,
  upload: UploadImage
) {
  const prepared: Record<string, unknown> = { ...data }
  for (const [field, value] of Object.entries(prepared)) {
    if (!value || typeof value !== "object" || Array.isArray(value)) continue
    const file = value as { rawFile?: unknown; src?: unknown }
    if (file.rawFile instanceof File)
      prepared[field] = await upload(file.rawFile)
    else if (typeof file.src === "string") prepared[field] = file.src
  }
  return prepared
}

export function withImageUploads(
  provider: DataProvider,
  upload: UploadImage
): DataProvider {
  const prepare = (data: Partial<RaRecord>) => withUploadsDone(data, upload)
  return {
    ...provider,
    create: async (resource, params) =>
      provider.create(resource, {
        ...params,
        data: await prepare(params.data),
      }),
    update: async (resource, params) =>
      provider.update(resource, {
        ...params,
        data: await prepare(params.data),
      }),
  }
}
