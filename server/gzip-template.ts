import { promisify } from "node:util";
import { constants, crc32, deflateRaw } from "node:zlib";

const deflateRawAsync = promisify(deflateRaw);

/**
 * A page kept as the parts between the places where each response puts its own value (the CSP nonce), each part
 * compressed once. A deflate stream is a run of blocks: a part compressed on its own and ended with a sync flush is
 * whole, byte-aligned blocks that refer to nothing before them, so the parts can be laid end to end with the value
 * between them as a stored (uncompressed) block. A response then costs a checksum and a copy, not a compression.
 */
export interface GzipTemplate {
  parts: Buffer[];
  packed: Buffer[];
}

export async function packTemplate(parts: Buffer[]): Promise<GzipTemplate> {
  const packed = await Promise.all(
    parts.map((part, index) => {
      const last = index === parts.length - 1;
      // zlib ends the stream at once on empty input, whatever the flush: an empty part is no blocks at all, or,
      // last, an empty final stored block.
      if (part.length === 0) return last ? EMPTY_FINAL_BLOCK : Buffer.alloc(0);
      // Every part but the last ends open (sync flush); the last ends the stream.
      return deflateRawAsync(part, {
        level: 6,
        finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
      });
    }),
  );
  return { parts, packed };
}

/** BFINAL 1, BTYPE 00 (stored), length 0. */
const EMPTY_FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/** Fixed gzip header: deflate, no name or time, unknown OS (RFC 1952). */
const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);

/** The gzip of the parts joined by `fill`, without compressing anything again. */
export function gzipWithFill(template: GzipTemplate, fill: string): Buffer<ArrayBuffer> {
  const value = Buffer.from(fill);
  if (value.length > 0xffff) throw new RangeError("a stored deflate block holds at most 65,535 bytes");
  // A stored block: BFINAL 0, BTYPE 00, padded to the byte; LEN and its one's complement, little-endian.
  const stored = Buffer.alloc(5 + value.length);
  stored.writeUInt16LE(value.length, 1);
  stored.writeUInt16LE(~value.length & 0xffff, 3);
  value.copy(stored, 5);

  const pieces: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  template.packed.forEach((packed, index) => {
    if (index > 0) {
      pieces.push(stored);
      crc = crc32(value, crc);
      size += value.length;
    }
    pieces.push(packed);
    const part = template.parts[index] as Buffer;
    crc = crc32(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(trailer);
  return Buffer.concat(pieces);
}
