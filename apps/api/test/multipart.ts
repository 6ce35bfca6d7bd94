// A multipart/form-data body holding one file, as a browser's form upload sends it (sheet imports).

export function multipartFile(field: string, filename: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = '----itinera-upload';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
