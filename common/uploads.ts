// What an administrator may upload, the formats gatsby-plugin-image can turn into AVIF and WebP:
// the panel's file picker offers only these, and the server takes nothing else, whatever the picker
// let through (server/plugins/app/uploads/images.ts reads the content itself).

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024

/** The most pixels an image may have: 40 megapixels (a 7,700 × 5,200 photo), about 160 MB to
 * decode. The server refuses more at upload, and the build does not decode more. */
export const MAX_IMAGE_PIXELS = 40_000_000

/** The image types, with the file name endings a picker shows for each; the server stores an
 * upload under the first. */
export const UPLOAD_TYPES = {
  "image/jpeg": [".jpg", ".jpeg"],
  "image/png": [".png"],
  "image/webp": [".webp"],
  "image/avif": [".avif"],
}

/** An upload's address on the site, /uploads/<id> (24 hex digits and the stored type's ending),
 * or nothing: what a teacher's photo may be. */
export const UPLOAD_PATH_OR_NONE = "^(/uploads/[0-9a-f]{24}\\.[a-z]+)?$"
