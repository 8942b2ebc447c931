import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/** Test images made on the fly: a plain JPEG, one carrying GPS EXIF, and a PNG that declares a gigantic canvas. */

export function jpeg(width = 64, height = 48, colour = { r: 200, g: 60, b: 40 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** A JPEG whose EXIF says where it was taken (Mumbai) and with what camera. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 80, height: 60, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .withExif({
      IFD0: { Make: "MandiCam", Model: "Test 1", Copyright: "Asha Rao" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "19/1 4/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "72/1 52/1 0/1",
      },
    })
    .jpeg()
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A few hundred bytes claiming 100,000 × 100,000 pixels: a decompression bomb. */
export function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(100_000, 0);
  header.writeUInt32BE(100_000, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = deflateSync(Buffer.alloc(100_001 * 4));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", rows),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
