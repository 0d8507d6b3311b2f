import Foundation

extension AppUnderTest {
    /// The path of the executable product `name`, as built next to the running tests.
    ///
    /// For `touch-demo`, `TOUCHDEMO_BIN` (a path) wins if set. Otherwise looks for `name` in
    /// the build products directory of the test binary (`.build/debug`,
    /// `.build/<triple>/debug`), walking up from `Bundle.main.bundlePath` and
    /// `CommandLine.arguments[0]`, then in `./.build/debug` and `./.build/release`.
    /// Throws an error listing where it looked.
    public static func builtExecutable(named name: String = "touch-demo") throws -> String {
        let fileManager = FileManager.default
        if name == "touch-demo", let path = ProcessInfo.processInfo.environment["TOUCHDEMO_BIN"], !path.isEmpty {
            guard fileManager.isExecutableFile(atPath: path) else {
                throw XServerFixtureError("TOUCHDEMO_BIN=\(path) is not an executable file")
            }
            return path
        }
        var searched: [String] = []
        for directory in candidateDirectories() {
            let candidate = (directory as NSString).appendingPathComponent(name)
            searched.append(candidate)
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
                fileManager.isExecutableFile(atPath: candidate)
            {
                return candidate
            }
        }
        throw XServerFixtureError("""
            cannot find the built executable "\(name)"; build it (swift build --product \(name)) \
            or set TOUCHDEMO_BIN. Looked at:
            \(searched.joined(separator: "\n"))
            """)
    }

    /// Directories that may hold the build products, nearest first.
    private static func candidateDirectories() -> [String] {
        var directories: [String] = []
        // The test binary is in the products directory, or inside a bundle there.
        func add(_ start: String, withAncestors count: Int) {
            var directory = (start as NSString).standardizingPath
            for _ in 0...count {
                guard !directory.isEmpty, directory != "/" else { return }
                if !directories.contains(directory) { directories.append(directory) }
                directory = (directory as NSString).deletingLastPathComponent
            }
        }
        add(Bundle.main.bundlePath, withAncestors: 3)
        if let argument = CommandLine.arguments.first {
            let absolute = argument.hasPrefix("/")
                ? argument : FileManager.default.currentDirectoryPath + "/" + argument
            add((absolute as NSString).deletingLastPathComponent, withAncestors: 3)
        }
        let current = FileManager.default.currentDirectoryPath
        for configuration in ["debug", "release"] {
            let directory = "\(current)/.build/\(configuration)"
            if !directories.contains(directory) { directories.append(directory) }
        }
        return directories
    }
}
