import Foundation

/// Where Finger Paint saves pictures: the user's Pictures folder as the XDG user-dirs spec
/// defines it, else `~/Pictures`, else the current directory.
///
/// `XDG_PICTURES_DIR` is looked up first in the environment (an explicit override, as in a test
/// or a script), then in `$XDG_CONFIG_HOME/user-dirs.dirs` (`~/.config/user-dirs.dirs` when
/// `XDG_CONFIG_HOME` is unset), where desktops usually define it as
/// `XDG_PICTURES_DIR="$HOME/Pictures"`. A leading `$HOME` is expanded in both. A candidate is
/// used only if it is an existing directory; whether it can be written is found out by saving.
struct PicturesFolder {
    /// The variables to read (`XDG_PICTURES_DIR`, `XDG_CONFIG_HOME`, `HOME`).
    var environment: [String: String]
    /// The last resort.
    var currentDirectory: String

    /// The folder that `environment` and the working directory give. The app passes the
    /// process's environment (read once, in `main.swift`); with none (a screen built on its own,
    /// in a test) it is the current directory.
    init(environment: [String: String] = [:],
         currentDirectory: String = FileManager.default.currentDirectoryPath) {
        self.environment = environment
        self.currentDirectory = currentDirectory
    }

    /// The folder to save in now (read afresh each time: the user may create or configure it
    /// while the app runs).
    func locate() -> URL {
        let candidates = [xdgPicturesDirectory(), home.map { $0 + "/Pictures" }, currentDirectory]
        let found = candidates.compactMap { $0 }.first(where: Self.isDirectory) ?? currentDirectory
        return URL(fileURLWithPath: found, isDirectory: true)
    }

    /// `XDG_PICTURES_DIR` from the environment, else from `user-dirs.dirs`, `$HOME` expanded;
    /// nil when neither defines it.
    func xdgPicturesDirectory() -> String? {
        if let value = environment["XDG_PICTURES_DIR"], !value.isEmpty { return expandingHome(in: value) }
        guard let file = userDirsFile, let text = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
        return Self.value(of: "XDG_PICTURES_DIR", inUserDirs: text).map(expandingHome(in:))
    }

    /// `path` as the user knows it: under `$HOME` (the same home this lookup uses), shown with
    /// `~`.
    func abbreviatingHome(_ path: String) -> String {
        guard let home, home.count > 1, path == home || path.hasPrefix(home + "/") else { return path }
        return "~" + path.dropFirst(home.count)
    }

    private var home: String? { environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } }

    /// `$XDG_CONFIG_HOME/user-dirs.dirs`, or `$HOME/.config/user-dirs.dirs`.
    private var userDirsFile: String? {
        if let config = environment["XDG_CONFIG_HOME"], !config.isEmpty { return config + "/user-dirs.dirs" }
        return home.map { $0 + "/.config/user-dirs.dirs" }
    }

    /// The value of `key` in a `user-dirs.dirs` text: lines `KEY="value"` (or unquoted), with
    /// `#` comments; the last definition wins, as when a shell sources the file.
    static func value(of key: String, inUserDirs text: String) -> String? {
        var result: String?
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.hasPrefix("#"), let equals = trimmed.firstIndex(of: "="),
                  trimmed[..<equals].trimmingCharacters(in: .whitespaces) == key else { continue }
            var value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            if !value.isEmpty { result = value }
        }
        return result
    }

    /// `path` with a leading `$HOME` or `${HOME}` replaced by the home directory.
    private func expandingHome(in path: String) -> String {
        guard let home else { return path }
        for variable in ["${HOME}", "$HOME"] where path == variable || path.hasPrefix(variable + "/") {
            return home + path.dropFirst(variable.count)
        }
        return path
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
