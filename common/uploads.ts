// What an administrator may upload, the formats gatsby-plugin-image can turn into AVIF and WebP:
// the panel's file picker offers only these, and the server takes nothing else, whatever the picker
// let through (server/lib/images.ts reads the content itself).

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

/** The image types, with the file name endings a picker shows for each; the server stores an
 * upload under the first. */
export const UPLOAD_TYPES = {
  "image/jpeg": [".jpg", ".jpeg"],
  "image/png": [".png"],
  "image/webp": [".webp"],
  "image/avif": [".avif"],
}
