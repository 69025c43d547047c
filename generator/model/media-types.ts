// What kind of body a media type names, for the model and the emitters alike.

/** True for `application/x-www-form-urlencoded` (with any parameters, in any case): a form body. */
export function isFormMediaType(type: string): boolean {
  return type.split(';')[0].trim().toLowerCase() === 'application/x-www-form-urlencoded';
}
