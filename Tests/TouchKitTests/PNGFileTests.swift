import Foundation
import Testing
import TouchKit
import TouchKitTesting

/// `PNGFile`: only regular files are read, and a bad PNG is refused with its true reason
/// (not a PNG, truncated, corrupt, too large) before a decoder sees it. Every case is a real
/// file on disk.
@Suite("PNG file checks")
struct PNGFileTests {
    let resources = TestResources.directory

    /// Writes `data` to a new file in a fresh folder and runs `body` with its path.
    @discardableResult
    private func withFile<T>(_ data: Data, name: String = "Image.png", _ body: (String) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("PNGFileTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(name).path
        try data.write(to: URL(fileURLWithPath: path))
        return try body(path)
    }

    /// The problem `PNGFile` finds in the file `data`, or nil when it reads it.
    private func problem(in data: Data) throws -> PNGFile.Problem? {
        try withFile(data) { (path: String) -> PNGFile.Problem? in
            do {
                _ = try PNGFile(contentsOfFile: path)
                return nil
            } catch {
                guard case .invalid(let found, let problem)? = error as? ImageLoadingError, found == path else {
                    Issue.record("unexpected \(error)")
                    return nil
                }
                return problem
            }
        }
    }

    private var dragMe: Data {
        get throws { try Data(contentsOf: resources.appendingPathComponent("DragMe.png")) }
    }

    @Test func aGoodFileGivesItsSizeFromIHDR() throws {
        let file = try PNGFile(contentsOfFile: resources.appendingPathComponent("DragMe@2x.png").path)
        #expect(file.width == 360 && file.height == 128)
    }

    @Test func textIsNotAPNG() throws {
        #expect(try problem(in: Data("this is not a PNG file, just text".utf8)) == .notPNG)
        #expect(try problem(in: Data()) == .truncated(where: "inside the signature"))
    }

    @Test func aFileCutShortIsTruncatedAndSaysWhere() throws {
        let whole = try dragMe
        let idat = try #require(CraftedPNG.offset(ofChunk: "IDAT", in: whole))
        #expect(try problem(in: whole.prefix(5)) == .truncated(where: "inside the signature"))
        #expect(try problem(in: whole.prefix(20)) == .truncated(where: "inside chunk IHDR"))
        #expect(try problem(in: whole.prefix(idat + 100)) == .truncated(where: "inside chunk IDAT"))
        #expect(try problem(in: whole.dropLast(12)) == .truncated(where: "before the IEND chunk"))
    }

    @Test func aChangedByteFailsItsChunksCRC() throws {
        var damaged = try dragMe
        let idat = try #require(CraftedPNG.offset(ofChunk: "IDAT", in: damaged))
        damaged[idat + 8 + 10] ^= 0xFF
        #expect(try problem(in: damaged) == .corrupt(detail: "chunk IDAT fails its CRC check"))
    }

    @Test func pixelsThatDoNotInflateAreCorruptData() throws {
        // Every CRC is right, so only the decoder can tell: the reason is still the data.
        let file = CraftedPNG.file(width: 16, height: 16, idat: Array("not deflate at all".utf8))
        #expect(try problem(in: file) == nil)
        try withFile(file) { path in
            #expect(throws: ImageLoadingError.invalid(path: path, problem: .corrupt(detail: "the compressed image data does not decode"))) {
                try UIImage(contentsOfFile: path)
            }
        }
    }

    @Test func aCraftedImageDecodesToItsSize() throws {
        // The generator behind the oversized test makes real PNGs: a small one loads.
        try withFile(CraftedPNG.blackImage(width: 67, height: 45)) { path in
            let image = try UIImage(contentsOfFile: path)
            #expect(image.size == CGSize(width: 67, height: 45))
        }
    }

    @Test func anImageOverTheLimitIsRefusedFromItsHeader() throws {
        // 20000×20000 would take 1.5 GB decoded; the file is 315 KB and never decoded.
        let huge = CraftedPNG.blackImage(width: 20000, height: 20000)
        #expect(huge.count < 400_000)
        #expect(try problem(in: huge) == .tooLarge(width: 20000, height: 20000))
        #expect(try problem(in: CraftedPNG.blackImage(width: 4097, height: 4096)) == .tooLarge(width: 4097, height: 4096))
        #expect(try problem(in: CraftedPNG.blackImage(width: 40000, height: 1)) == .tooLarge(width: 40000, height: 1))
        #expect(try problem(in: CraftedPNG.blackImage(width: 4096, height: 4096)) == nil)
        let message = ImageLoadingError.invalid(path: "/x/Hen.png", problem: .tooLarge(width: 20000, height: 20000)).description
        #expect(message == "cannot read image /x/Hen.png: too large: 20000×20000 pixels (the limit is 16777216 pixels, e.g. 4096×4096, and 32767 per side)")
    }

    @Test func aFIFOIsNamedNotOpened() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("PNGFileTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("TouchMe.png").path
        #expect(mkfifo(fifo, 0o644) == 0)
        // Opening it for reading would block until a writer comes: none will.
        #expect(throws: ImageLoadingError.invalid(path: fifo, problem: .notRegularFile(kind: "a FIFO"))) {
            try PNGFile(contentsOfFile: fifo)
        }
        #expect(throws: ImageLoadingError.invalid(path: folder.path, problem: .notRegularFile(kind: "a folder"))) {
            try PNGFile(contentsOfFile: folder.path)
        }
        #expect(throws: ImageLoadingError.invalid(path: "/dev/zero", problem: .notRegularFile(kind: "a character device"))) {
            try UIImage(contentsOfFile: "/dev/zero")
        }
        let missing = folder.appendingPathComponent("Gone.png").path
        #expect(throws: ImageLoadingError.missing(path: missing)) { try PNGFile(contentsOfFile: missing) }
    }
}
