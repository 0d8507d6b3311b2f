import Foundation

/// Checking a PNG's structure (PNG specification, sections 5.2–5.6 and 11.2.2) without decoding it.
extension PNGFile {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// A chunk's length, type and CRC around its data, in bytes.
    static let chunkOverhead = 12
    /// The largest chunk length the specification allows (2³¹ − 1).
    static let maximumChunkLength = Int(Int32.max)

    /// The image's width and height from `IHDR`, once the signature, the size limits, every
    /// chunk's length and CRC and the closing `IEND` are found good.
    static func check(_ data: Data) throws(Problem) -> (width: Int, height: Int) {
        let bytes = [UInt8](data)
        guard bytes.count >= signature.count else {
            throw bytes.elementsEqual(signature.prefix(bytes.count)) ? .truncated(where: "inside the signature") : .notPNG
        }
        guard bytes.starts(with: signature) else { throw .notPNG }
        var offset = signature.count
        var width = 0, height = 0
        var sawHeader = false
        while offset < bytes.count {
            guard offset + 8 <= bytes.count else { throw .truncated(where: "inside a chunk header at byte \(offset)") }
            let length = Int(bigEndian32(bytes, at: offset))
            let type = String(decoding: bytes[offset + 4 ..< offset + 8], as: UTF8.self)
            guard length <= maximumChunkLength else { throw .corrupt(detail: "chunk \(type) claims \(length) bytes") }
            guard offset + chunkOverhead + length <= bytes.count else { throw .truncated(where: "inside chunk \(type)") }
            let stored = bigEndian32(bytes, at: offset + 8 + length)
            guard CRC32.checksum(bytes[offset + 4 ..< offset + 8 + length]) == stored else {
                throw .corrupt(detail: "chunk \(type) fails its CRC check")
            }
            if !sawHeader {
                guard type == "IHDR", length == 13 else { throw .corrupt(detail: "the first chunk is \(type), not IHDR") }
                width = Int(bigEndian32(bytes, at: offset + 8))
                height = Int(bigEndian32(bytes, at: offset + 12))
                guard width > 0, height > 0, width <= maximumChunkLength, height <= maximumChunkLength else {
                    throw .corrupt(detail: "IHDR gives a size of \(width)×\(height) pixels")
                }
                // Checked before anything is decoded: a huge image is refused without its memory.
                guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixelCount else {
                    throw .tooLarge(width: width, height: height)
                }
                sawHeader = true
            }
            offset += chunkOverhead + length
            if type == "IEND" { return (width, height) }
        }
        throw sawHeader ? .truncated(where: "before the IEND chunk") : .truncated(where: "before the IHDR chunk")
    }

    private static func bigEndian32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}
