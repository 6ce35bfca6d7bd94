import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';

// Sheet imports and exports in the api tests: a file posted as a browser's form upload sends it,
// and a downloaded workbook opened with exceljs.

export function postFile(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  file: { field?: string; filename: string; content: Buffer; type?: string },
) {
  const boundary = '----itinera-upload';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

export async function openWorkbook(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  return workbook;
}
