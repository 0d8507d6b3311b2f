import Foundation
import Testing
@testable import TouchDemo

/// Where the app finds its images (a build folder, an install, the source tree) and the icon
/// files it hands to the window.
@Suite("Image catalog")
struct ImageCatalogTests {
    private static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources")

    /// A fresh temporary folder, removed by the caller.
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ImageCatalogTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func everyIconSizeHasACommittedFile() {
        let files = ImageCatalog.iconFiles(in: Self.resources)
        #expect(files.map(\.lastPathComponent) == ImageCatalog.iconSizes.map { "touch-demo-\($0).png" })
        for file in files { #expect(FileManager.default.fileExists(atPath: file.path), "\(file.path)") }
    }

    @Test func anInstalledBinaryFindsTheImagesUnderShare() throws {
        let prefix = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: prefix) }
        let fileManager = FileManager.default
        let images = prefix.appendingPathComponent("share/touch-demo/Resources")
        try fileManager.createDirectory(at: images, withIntermediateDirectories: true)
        try fileManager.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try Data().write(to: prefix.appendingPathComponent("bin/touch-demo"))
        try fileManager.copyItem(at: Self.resources.appendingPathComponent("TouchMe.png"),
                                 to: images.appendingPathComponent("TouchMe.png"))
        // Also through a symbolic link elsewhere (e.g. ~/bin/touch-demo → PREFIX/bin/touch-demo).
        try fileManager.createSymbolicLink(at: prefix.appendingPathComponent("link"),
                                           withDestinationURL: prefix.appendingPathComponent("bin/touch-demo"))
        for executable in ["bin/touch-demo", "link"] {
            let found = ImageCatalog.locateDirectory(executable: prefix.appendingPathComponent(executable),
                                                     sourceFile: "/nonexistent/Sources/touch-demo/main.swift")
            #expect(found?.resolvingSymlinksInPath().path == images.resolvingSymlinksInPath().path, "from \(executable)")
        }
    }

    @Test func withoutImagesAnywhereNothingIsFound() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(ImageCatalog.locateDirectory(executable: folder.appendingPathComponent("bin/touch-demo"),
                                             sourceFile: "/nonexistent/Sources/touch-demo/main.swift") == nil)
    }

    /// The app passes `$TOUCHDEMO_RESOURCES` as the override; the catalog never reads the
    /// environment itself.
    @Test func anOverrideWinsAndAnEmptyOneCountsAsUnset() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let executable = folder.appendingPathComponent("bin/touch-demo")
        let source = "/nonexistent/Sources/touch-demo/main.swift"
        #expect(ImageCatalog.locateDirectory(override: "/elsewhere/images", executable: executable,
                                             sourceFile: source)?.path == "/elsewhere/images")
        #expect(ImageCatalog.locateDirectory(override: "", executable: executable, sourceFile: source) == nil)
    }
}
