/** A multipart/form-data body with one file field, for app.inject. */
export function multipartFile(options: { field: string; fileName: string; contentType: string; bytes: Buffer }) {
  const boundary = `----grainline${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field}"; filename="${options.fileName}"\r\nContent-Type: ${options.contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, options.bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
