/** JSON to put inside a <script> element: `<` is escaped so the text can never close the tag. */
export function jsonForScript(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
