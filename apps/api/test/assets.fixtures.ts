import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

// Pictures the asset tests upload: made here, so every byte of each is known.

/** A photo-like JPEG (a gradient with noise-free stripes), optionally with GPS in its EXIF. */
export async function jpeg(width = 800, height = 600, opts: { gps?: boolean; hue?: number } = {}): Promise<Buffer> {
  const hue = opts.hue ?? 30;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${hue + 120},60%,60%)"/>
    </linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="white" opacity="0.5"/></svg>`;
  let image = sharp(Buffer.from(svg)).jpeg({ quality: 85 });
  if (opts.gps)
    image = image.withExif({
      IFD0: { Make: 'TestCam', Artist: 'Secret Owner' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '13/1 31/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '71/1 58/1 0/1' },
    });
  return image.toBuffer();
}

export const png = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
export const webp = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: '#e76f51' } })
    .webp()
    .toBuffer();
export const gif = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: '#000' } })
    .gif()
    .toBuffer();

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/** A PNG of a few hundred bytes that declares a huge canvas: a decompression bomb if anyone decoded it. */
export function pngBomb(width = 30_000, height = 30_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  // The first rows of zeros only: enough to look real, far from the canvas it declares.
  const idat = deflateSync(Buffer.alloc((width * 3 + 1) * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
);

export const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;

/** A multipart body with the fields first, then the file (the web's order). */
export function multipart(
  file: { name: string; type: string; bytes: Buffer },
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----itinera${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads through the real route (multipart) and answers the response. */
export function upload(
  app: FastifyInstance,
  headers: Record<string, string>,
  file: { name: string; type: string; bytes: Buffer },
  fields: Record<string, string> = {},
) {
  const body = multipart(file, fields);
  return app.inject({
    method: 'POST',
    url: '/tenant/assets',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}
