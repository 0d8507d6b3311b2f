import Foundation
import Testing
@testable import TouchDemo

/// Where a saved picture goes and what it is called: `XDG_PICTURES_DIR` from the environment,
/// then from `user-dirs.dirs`, then `~/Pictures`, then the current directory; dated names that
/// never overwrite.
@Suite("Pictures folder and file names")
struct PicturesFolderTests {
    /// A fresh temporary folder holding `home/` and `elsewhere/`, removed by `cleanUp`.
    let root: String
    var home: String { root + "/home" }
    var elsewhere: String { root + "/elsewhere" }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("touch-demo-pictures-\(UUID().uuidString)").path
        for folder in [home + "/.config", elsewhere] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
    }

    private func cleanUp() { try? FileManager.default.removeItem(atPath: root) }

    private func makeFolder(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    private func writeUserDirs(_ text: String, in configHome: String? = nil) throws {
        try text.write(toFile: (configHome ?? home + "/.config") + "/user-dirs.dirs", atomically: true, encoding: .utf8)
    }

    private func locate(_ environment: [String: String]) -> String {
        PicturesFolder(environment: environment, currentDirectory: elsewhere).locate().path
    }

    @Test func theEnvironmentComesFirst() throws {
        defer { cleanUp() }
        try makeFolder(home + "/Pictures")
        try makeFolder(home + "/Bilder")
        try makeFolder(root + "/override")
        try writeUserDirs(#"XDG_PICTURES_DIR="$HOME/Bilder""#)
        #expect(locate(["HOME": home, "XDG_PICTURES_DIR": root + "/override"]) == root + "/override")
    }

    @Test func userDirsIsReadWithHomeExpanded() throws {
        defer { cleanUp() }
        try makeFolder(home + "/Pictures")
        try makeFolder(home + "/Bilder")
        try writeUserDirs("""
            # This file is written by xdg-user-dirs-update
            XDG_DESKTOP_DIR="$HOME/Desktop"
            XDG_PICTURES_DIR="$HOME/Pictures"
            XDG_PICTURES_DIR="$HOME/Bilder"
            #XDG_PICTURES_DIR="/nowhere"
            """)
        #expect(locate(["HOME": home]) == home + "/Bilder", "the last definition wins; comments are skipped")
    }

    @Test func userDirsFollowsXDGConfigHomeAndTakesAbsolutePaths() throws {
        defer { cleanUp() }
        try makeFolder(root + "/config")
        try makeFolder(root + "/shots")
        try writeUserDirs("XDG_PICTURES_DIR=\"\(root)/shots\"\n", in: root + "/config")
        #expect(locate(["HOME": home, "XDG_CONFIG_HOME": root + "/config"]) == root + "/shots")
    }

    @Test func withoutXDGItIsPicturesInHomeThenTheCurrentDirectory() throws {
        defer { cleanUp() }
        #expect(locate(["HOME": home]) == elsewhere, "no ~/Pictures yet")
        try makeFolder(home + "/Pictures")
        #expect(locate(["HOME": home]) == home + "/Pictures")
        #expect(locate([:]) == elsewhere, "no HOME at all")
    }

    @Test func aConfiguredFolderThatDoesNotExistFallsBack() throws {
        defer { cleanUp() }
        try makeFolder(home + "/Pictures")
        try writeUserDirs(#"XDG_PICTURES_DIR="$HOME/Missing""#)
        #expect(locate(["HOME": home]) == home + "/Pictures")
        #expect(locate(["HOME": home, "XDG_PICTURES_DIR": root + "/missing"]) == home + "/Pictures")
    }

    @Test func namesAreDatedAndNeverOverwrite() throws {
        defer { cleanUp() }
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
        let date = try #require(utc.date(from: DateComponents(year: 2026, month: 3, day: 7, hour: 9, minute: 5, second: 2)))
        let writer = PictureFileWriter(now: { date }, timeZone: TimeZone(identifier: "UTC")!)
        let folder = URL(fileURLWithPath: elsewhere)
        let first = try writer.write(Data("first".utf8), in: folder)
        let second = try writer.write(Data("second".utf8), in: folder)
        let third = try writer.write(Data("third".utf8), in: folder)
        #expect(first == elsewhere + "/touch-demo-20260307-090502.png")
        #expect(second == elsewhere + "/touch-demo-20260307-090502-2.png")
        #expect(third == elsewhere + "/touch-demo-20260307-090502-3.png")
        #expect(FileManager.default.contents(atPath: first) == Data("first".utf8), "the first file is untouched")
    }

    @Test func aFolderThatCannotBeWrittenIsAFailureNamingIt() throws {
        defer { cleanUp() }
        // Even root cannot create files in /proc; a missing folder fails the same way.
        for folder in ["/proc", root + "/missing"] {
            let failure = #expect(throws: PictureFileWriter.Failure.self) {
                try PictureFileWriter().write(Data("x".utf8), in: URL(fileURLWithPath: folder))
            }
            #expect(failure?.description.hasPrefix("Cannot save in \(folder): ") == true, "\(String(describing: failure))")
        }
    }
}
