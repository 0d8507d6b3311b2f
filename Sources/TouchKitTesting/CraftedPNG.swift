import Foundation

/// PNG files built byte by byte for tests: real, decodable images of any size (a 20000×20000
/// one is 315 KB), and damaged ones (a wrong CRC, pixels that do not inflate).
///
/// Independent of TouchKit's reader on purpose: its own CRC and its own deflate encoder, so a
/// test compares two implementations of the specification, not one with itself.
public enum CraftedPNG {
    /// The PNG signature.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A black `width` × `height` image, 1-bit grey, that any decoder reads. Its pixel data is
    /// all zero bytes, deflated as runs (length 258, distance 1, fixed Huffman codes), so the
    /// file stays small however large the image: what a decoder allocates, the file does not.
    public static func blackImage(width: Int, height: Int) -> Data {
        let rawBytes = height * (1 + (width + 7) / 8)  // a filter byte, then the packed row
        return file(width: width, height: height, idat: zlibOfZeros(count: rawBytes))
    }

    /// A file with `IHDR` for a 1-bit grey `width` × `height` image, one `IDAT` holding
    /// `idat`, and `IEND`, every CRC correct.
    public static func file(width: Int, height: Int, idat: [UInt8]) -> Data {
        var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [1, 0, 0, 0, 0]  // bit depth 1, greyscale, deflate, adaptive filtering, no interlace
        return Data(signature + chunk("IHDR", header) + chunk("IDAT", idat) + chunk("IEND", []))
    }

    /// One chunk: length, type, data, CRC of type and data.
    public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc(body))
    }

    /// The byte offset of the first chunk of `type` in `file` (at its length field), or nil.
    public static func offset(ofChunk type: String, in file: Data) -> Int? {
        let bytes = [UInt8](file)
        var offset = signature.count
        while offset + 8 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            if String(decoding: bytes[offset + 4 ..< offset + 8], as: UTF8.self) == type { return offset }
            offset += 12 + length
        }
        return nil
    }

    /// A zlib stream (RFC 1950/1951) of `count` zero bytes: one fixed-Huffman block of a
    /// literal 0 and then copies of the byte before.
    static func zlibOfZeros(count: Int) -> [UInt8] {
        var bits = BitWriter()
        bits.write(1, count: 1)  // BFINAL
        bits.write(1, count: 2)  // BTYPE 01: fixed Huffman codes
        var left = count
        if left > 0 {
            bits.writeCode(0x30, length: 8)  // literal 0
            left -= 1
        }
        while left >= 258 {
            bits.writeCode(0xC5, length: 8)  // length symbol 285: 258 bytes, no extra bits
            bits.writeCode(0, length: 5)  // distance code 0: distance 1
            left -= 258
        }
        for _ in 0..<left { bits.writeCode(0x30, length: 8) }
        bits.writeCode(0, length: 7)  // end of block (256)
        let adler = UInt32(count % 65521) << 16 | 1  // sum a stays 1, sum b grows by 1 per byte
        return [0x78, 0x01] + bits.bytesFlushed + bigEndian(adler)
    }

    /// PNG's CRC-32 (bitwise: slow, but independent of the reader's table).
    static func crc(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

/// Packs deflate's bits: values least significant bit first, Huffman codes most significant
/// bit first (RFC 1951, 3.1.1).
private struct BitWriter {
    var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var used = 0

    mutating func write(_ value: UInt32, count: Int) {
        buffer |= UInt64(value) << UInt64(used)
        used += count
        while used >= 8 {
            bytes.append(UInt8(buffer & 0xFF))
            buffer >>= 8
            used -= 8
        }
    }

    mutating func writeCode(_ code: UInt32, length: Int) {
        var reversed: UInt32 = 0
        for bit in 0..<length where code & (1 << UInt32(bit)) != 0 { reversed |= 1 << UInt32(length - 1 - bit) }
        write(reversed, count: length)
    }

    /// The bytes with the last partial byte flushed.
    var bytesFlushed: [UInt8] { used > 0 ? bytes + [UInt8(buffer & 0xFF)] : bytes }
}
