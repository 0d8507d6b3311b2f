import Foundation

extension PNGFile {
    /// Why a file is not a PNG that can be loaded; each description is the reason part of one
    /// line ("cannot read image PATH: REASON").
    public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// No file at the path (reported as ``ImageLoadingError/missing(path:)``).
        case missing
        /// A FIFO, device, folder or socket: never opened, since that may block.
        case notRegularFile(kind: String)
        /// The system refused to open or read it (`reason` is `strerror`'s text).
        case unreadable(reason: String)
        /// It does not start with the PNG signature.
        case notPNG
        /// It ends early; `where` says where (e.g. "inside chunk IDAT").
        case truncated(where: String)
        /// A chunk is malformed or fails its CRC check, or the compressed pixels do not decode.
        case corrupt(detail: String)
        /// Its `IHDR` gives more pixels than ``PNGFile/maximumPixelCount`` or a side longer than
        /// ``PNGFile/maximumSide``.
        case tooLarge(width: Int, height: Int)
        /// The file is larger than ``PNGFile/maximumFileBytes``.
        case fileTooLarge(bytes: Int)

        public var description: String {
            switch self {
            case .missing: "no such file"
            case .notRegularFile(let kind): "not a regular file but \(kind)"
            case .unreadable(let reason): reason
            case .notPNG: "not a PNG file (it does not start with the PNG signature)"
            case .truncated(let place): "truncated: the file ends \(place)"
            case .corrupt(let detail): "corrupt data: \(detail)"
            case .tooLarge(let width, let height):
                "too large: \(width)×\(height) pixels (the limit is \(PNGFile.maximumPixelCount) pixels, "
                    + "e.g. 4096×4096, and \(PNGFile.maximumSide) per side)"
            case .fileTooLarge(let bytes):
                "too large: \(bytes) bytes (the limit is \(PNGFile.maximumFileBytes) bytes)"
            }
        }
    }
}
